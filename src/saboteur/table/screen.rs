//! What the Saboteur table tells: each move once it is settled, the board as a round
//! ended, the screen a person plays from, and the commands that only show.

use super::*;
use crate::say;

impl Screen<'_> {
    /// Keeps the save of `game` for `save FILE` and, with people at the table, for
    /// Ctrl+C (a game of computer players alone has nobody to go on with it).
    pub(super) fn settle_save(&mut self, game: &Saboteur) -> Result<()> {
        self.save_text = seats::to_json(&self.chairs, game, self.deal)?;
        if self.people() > 0 {
            set_interrupt_save(Some(("saboteur", self.save_text.clone())));
        }
        Ok(())
    }

    /// Tells the move the narrator heard, now that `game` stands after it: the mover's
    /// own news, the lines for everyone, and at a round's end the board as it ended
    /// (`before` is the board before the move; the round is over, so its goals are no
    /// secret). Stops the game when input ends at the round's end.
    pub(super) fn settled(&mut self, game: &Saboteur, before: &saboteur::Board) -> Result<()> {
        self.settle_save(game)?;
        let Some((actor, events)) = self.heard.take() else {
            return Ok(());
        };
        if events.iter().any(|e| matches!(e, Event::RoundOver { .. })) {
            self.final_board = Some(final_board(before.clone(), &events));
        }
        if let Some(seat) = self.typed.take() {
            self.private_news(game, seat, &events);
        }
        self.happened(game, &events);
        if self
            .chairs
            .get(actor)
            .is_some_and(|chair| chair.is_person())
        {
            self.person_moved = true;
        }
        if !self.round_end(game)? {
            self.stop = Some(Stop::InputEnded);
        }
        if self.people() == 0 {
            self.show_news();
        }
        Ok(())
    }

    pub(super) fn people(&self) -> usize {
        self.chairs.iter().filter(|c| c.is_person()).count()
    }

    pub(super) fn name(&self, seat: Seat) -> &str {
        self.chairs
            .get(seat.index())
            .map_or("?", |chair| chair.name.as_str())
    }

    /// What is said when the game stops unfinished (see [`crate::terminal::leaving`]).
    pub(super) fn leaving(&self, why: Leave) -> String {
        crate::terminal::leaving(why, "saboteur", self.saved.as_deref(), self.deal)
    }

    /// Prints a line above the next screen, counting the terminal rows it takes.
    pub(super) fn say(&mut self, text: impl Display) {
        let text = text.to_string();
        self.said_rows += Window::now().rows_of(&text);
        self.ui.say(text);
    }

    /// After a round's last move: what happened and the board as it ended, every goal
    /// shown; at a terminal, the next deal waits for Enter. False when input ended there.
    fn round_end(&mut self, game: &Saboteur) -> Result<bool> {
        let Some(board) = self.final_board.take() else {
            return Ok(true);
        };
        let window = Window::now();
        let mut lines = Vec::new();
        if let Some(rows) = window.rows {
            // How the round ended, after as many of its last moves as leave room for
            // the board and the question.
            let news: Vec<String> = std::mem::take(&mut self.news)
                .iter()
                .flat_map(|text| text.lines().map(str::to_string).collect::<Vec<_>>())
                .collect();
            // The line that tells how the round ended, as the narrator said it.
            let names: Vec<String> = (0..game.players().len())
                .map(|index| self.name(Seat::from_index(index)).to_string())
                .collect();
            let ended = game.history().last().map(|record| {
                crate::saboteur::words::round_over(record.round, record.ending, &names, None)
            });
            let end = news
                .iter()
                .rposition(|line| Some(line) == ended.as_ref())
                .unwrap_or(news.len());
            let (moves, ending) = news.split_at(end);
            let room = rows
                .saturating_sub(compact::BOARD_LINES + 3 + self.said_rows)
                .saturating_sub(window.rows_of(&ending.join("\n")));
            if room > 0 {
                lines.extend(last_lines(moves, room, "moves"));
            }
            lines.extend_from_slice(ending);
        } else {
            self.show_news();
        }
        lines.push(say!("saboteur-board-at-end"));
        if window.tall() {
            lines.push(draw::board(&board, self.pen));
            lines.push(say!("saboteur-goals-shown"));
        } else {
            lines.extend(compact::board(&board, self.pen));
            lines.push(compact::legend(self.pen, true));
        }
        self.ui.say(lines.join("\n"));
        self.said_rows = 0;
        self.news.append(&mut self.held);
        if self.pause
            && game.current_player().is_some()
            && self.people() > 0
            && self.ui.ask(&say!("saboteur-press-enter"))?.is_none()
        {
            return Ok(false);
        }
        Ok(true)
    }

    /// The round's last `room` lines; when there were more, the first says how to see all.
    fn recent(&self, room: usize) -> Vec<String> {
        last_lines(&self.round_log, room, "lines")
    }

    /// What only the mover learns: the goal their map showed, the card they drew.
    fn private_news(&mut self, game: &Saboteur, seat: Seat, events: &[Event]) {
        let Some(view) = game.view(seat) else {
            return;
        };
        let round_over = events.iter().any(|e| matches!(e, Event::RoundOver { .. }));
        let drew = events
            .iter()
            .any(|e| matches!(e, Event::Drew { seat: who } if *who == seat));
        if drew
            && !round_over
            && let Some(card) = view.hand.last()
        {
            let card = compact::card_name(*card);
            self.say(say!("saboteur-you-drew", card = card));
        }
        for event in events {
            if let Event::Mapped { seat: who, goal } = *event
                && who == seat
                && let Some(card) = view.board.goals[goal].known
            {
                let (goal, cell) = (goal + 1, Cell::GOALS[goal].to_string());
                self.say(if card.is_gold() {
                    say!("saboteur-map-gold", goal = goal, cell = cell)
                } else {
                    say!("saboteur-map-stone", goal = goal, cell = cell)
                });
            }
        }
    }

    pub(super) fn save(&mut self, file: &str) -> Result<()> {
        let own = self.saved.as_deref();
        let text = &self.save_text;
        if let Some(path) = crate::terminal::save(self.ui, "saboteur", file, own, text)? {
            self.saved = Some(path);
        }
        Ok(())
    }

    /// Everything said of this round so far.
    pub(super) fn show_log(&self) {
        if self.round_log.is_empty() {
            self.ui.say(say!("saboteur-nothing-yet"));
        } else {
            self.ui.say(self.round_log.join("\n"));
        }
    }

    /// The legal actions, a line for each card.
    pub(super) fn show_moves(&self, legal: &[Action]) {
        let mut lines: Vec<(Option<usize>, Vec<String>)> = Vec::new();
        for &action in legal {
            let card = match action {
                Action::PlayAt { card, .. }
                | Action::PlayOn { card, .. }
                | Action::Map { card, .. }
                | Action::Discard { card } => Some(card),
                Action::Take(_) => None,
            };
            match lines.iter_mut().find(|(c, _)| *c == card) {
                Some((_, texts)) => texts.push(action.to_string()),
                None => lines.push((card, vec![action.to_string()])),
            }
        }
        self.ui.say(say!("saboteur-you-may"));
        for (_, texts) in lines {
            self.ui.say(format!("  {}", texts.join(", ")));
        }
    }

    /// Everything the person to move may see, or the gold to choose from.
    pub(super) fn show_screen(&self, view: &PlayerView) {
        let name = self.name(view.me);
        if let Phase::Share { pool, .. } = &view.phase {
            let mut golds: Vec<u8> = pool.iter().map(|g| g.nuggets()).collect();
            golds.sort_unstable_by(|a, b| b.cmp(a));
            let texts: Vec<String> = golds.iter().map(|n| format!("take {n}")).collect();
            self.ui.say(say!(
                "saboteur-choose-gold",
                name = name,
                golds = list(&golds.iter().map(|n| format!("{n}")).collect::<Vec<_>>()),
                takes = list(&texts).replace(" and ", " or "),
            ));
            return;
        }
        let window = Window::now();
        let title = say!(
            "saboteur-title",
            round = view.round,
            rounds = view.rounds,
            name = compact::short(name, 10),
            stock = view.stock,
            discards = view.discard,
            gold = view.gold_left
        );
        let mut screen = if window.tall() {
            self.tall_screen(view, name)
        } else {
            let mut lines = vec![title];
            let board = compact::board(&view.board, self.pen);
            let panel = compact::panel(view, self.pen);
            lines.extend(compact::beside(board, panel, 2, window.cols - 1));
            lines.push(compact::legend(self.pen, false));
            lines
        };
        if let Some(rows) = window.rows {
            // The round's last moves, in the rows the screen and its prompt leave.
            let room = rows
                .saturating_sub(window.rows_of(&screen.join("\n")) + 1 + self.said_rows)
                .min(RECENT);
            let mut recent = self.recent(room.max(1));
            recent.append(&mut screen);
            screen = recent;
        }
        self.ui.say(screen.join("\n"));
    }

    /// The 3×5 pictures, for a window with room for them.
    fn tall_screen(&self, view: &PlayerView, name: &str) -> Vec<String> {
        let computer: Vec<bool> = self.chairs.iter().map(|c| !c.is_person()).collect();
        vec![
            String::new(),
            say!(
                "saboteur-title-tall",
                round = view.round,
                rounds = view.rounds,
                name = name,
                seat = view.me.to_string()
            ),
            draw::board(&view.board, self.pen),
            draw::goals(&view.board),
            draw::players(view, &computer),
            say!(
                "saboteur-piles",
                stock = view.stock,
                discards = view.discard,
                gold = view.gold_left
            ),
            say!(
                "saboteur-you-are",
                name = name,
                role = draw::role(view.role)
            ),
            draw::hand(&view.hand, self.pen),
            say!("saboteur-your-move"),
        ]
    }

    pub(super) fn tell(&mut self, line: String) {
        for part in line.lines() {
            self.round_log.push(part.to_string());
        }
        self.news.push(line);
    }

    pub(super) fn show_news(&mut self) {
        if !self.news.is_empty() {
            let news = std::mem::take(&mut self.news);
            self.ui.say(news.join("\n"));
        }
    }

    /// Tells the table, computer players included, what an action did.
    fn happened(&mut self, game: &Saboteur, events: &[Event]) {
        let mut round_over = false;
        for event in events {
            if matches!(event, Event::RoundStarted { .. }) {
                self.round_log.clear();
            }
            if let Some(line) = self.describe(game, event) {
                if round_over && self.final_board.is_some() {
                    // Told after the board as the round ended.
                    self.round_log.extend(line.lines().map(str::to_string));
                    self.held.push(line);
                } else {
                    self.tell(line);
                }
            }
            round_over |= matches!(event, Event::RoundOver { .. });
        }
    }

    /// An event's line (see [`crate::saboteur::words::line`]), with what the table adds from the
    /// game: the roles and gold at a round's end, the totals and the ranking.
    fn describe(&self, game: &Saboteur, event: &Event) -> Option<String> {
        let names: Vec<String> = self.chairs.iter().map(|c| c.name.clone()).collect();
        Some(match *event {
            Event::RoundOver { round, ending } => self.round_over(game, round, ending, &names),
            Event::RoundStarted { round, first } => format!(
                "{}\n{}",
                self.round_summary(game, round - 1),
                say!(
                    "saboteur-round-next",
                    round = round,
                    rounds = game.rounds(),
                    name = self.name(first)
                )
            ),
            Event::GameOver => format!(
                "{}\n{}\n{}",
                self.round_summary(game, game.round()),
                say!("saboteur-game-over"),
                self.ranking(game)
            ),
            _ => crate::saboteur::words::line(event, &names, None)?,
        })
    }

    fn round_over(&self, game: &Saboteur, round: u32, ending: Ending, names: &[String]) -> String {
        let mut lines = vec![crate::saboteur::words::round_over(
            round, ending, names, None,
        )];
        if let Some(record) = game.history().iter().find(|r| r.round == round) {
            let roles: Vec<String> = record
                .roles
                .iter()
                .enumerate()
                .map(|(index, role)| {
                    let name = self.name(Seat::from_index(index));
                    say!("saboteur-role-of", name = name, role = role.to_string())
                })
                .collect();
            lines.push(say!("saboteur-roles", roles = roles.join(", ")));
        }
        if let Phase::Share { pool, choosers } = game.phase() {
            let golds: Vec<String> = pool.iter().map(|g| g.nuggets().to_string()).collect();
            let order: Vec<&str> = choosers.iter().map(|s| self.name(*s)).collect();
            lines.push(say!(
                "saboteur-gold-for-diggers",
                golds = golds.join(", "),
                order = list(&order)
            ));
        }
        lines.join("\n")
    }

    /// The nuggets a finished round gave, and everyone's totals.
    fn round_summary(&self, game: &Saboteur, round: u32) -> String {
        let Some(record) = game.history().iter().find(|r| r.round == round) else {
            return String::new();
        };
        let won: Vec<String> = record
            .nuggets
            .iter()
            .enumerate()
            .map(|(index, n)| format!("{} {n}", self.name(Seat::from_index(index))))
            .collect();
        let totals: Vec<String> = game
            .players()
            .iter()
            .map(|p| format!("{} {}", p.name, p.score()))
            .collect();
        format!(
            "{}\n{}",
            say!("saboteur-nuggets-won", round = round, won = won.join(", ")),
            say!("saboteur-totals", totals = totals.join(", "))
        )
    }

    pub(super) fn ranking(&self, game: &Saboteur) -> String {
        let mut lines = vec![say!("saboteur-final-ranking")];
        for standing in game.standings() {
            lines.push(say!(
                "saboteur-standing",
                place = standing.place,
                name = self.name(standing.seat),
                nuggets = standing.nuggets
            ));
        }
        let winners: Vec<&str> = game
            .winners()
            .into_iter()
            .map(|seat| self.name(seat))
            .collect();
        lines.push(match winners.as_slice() {
            [one] => say!("saboteur-wins", name = *one),
            many => say!("saboteur-share-win", names = list(many)),
        });
        lines.join("\n")
    }
}

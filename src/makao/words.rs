//! What the table says of each move: the engine's events as sentences, told to a reader,
//! and every legal action in words (the help, the rule set's summary and the score
//! sheet are in `summary.rs`).

use cards::{Card, Rank, Suit};
use makao::rules::Rules;
use makao::{Action, Call, Choice, DrawReason, Event, Phase};

use crate::words::runs::{self, Mark};
use crate::{say, told};

use crate::ui::CardStyle;

/// Names the seats in sentences, in the words of `locales/en/makao.ftl`.
pub struct Narrator<'a> {
    pub names: &'a [String],
    pub style: CardStyle,
    pub rules: &'static Rules,
    /// The seat read as "you" (a browser's seat, whose own name reads "You"); `None`
    /// where every player is named (the terminal).
    pub reader: Option<usize>,
}

pub fn suit_name(suit: Suit) -> String {
    match suit {
        Suit::Spades => say!("makao-suit-spades"),
        Suit::Hearts => say!("makao-suit-hearts"),
        Suit::Diamonds => say!("makao-suit-diamonds"),
        Suit::Clubs => say!("makao-suit-clubs"),
    }
}

/// What was said with a card, for a message's `$call`: "none" when nothing was.
fn call_arg(call: Option<Call>) -> String {
    call.map_or_else(|| "none".to_string(), |call| call.to_string())
}

impl Narrator<'_> {
    pub fn name(&self, player: usize) -> &str {
        self.names.get(player).map_or("?", String::as_str)
    }

    /// "yes" when `player` is the reader, for a message's `$you`.
    fn you(&self, player: usize) -> &'static str {
        if self.reader == Some(player) {
            "yes"
        } else {
            "no"
        }
    }

    /// `player` after a verb or "and": "you" for the reader.
    fn object(&self, player: usize) -> String {
        if self.reader == Some(player) {
            told!("makao-you")
        } else {
            self.named(player)
        }
    }

    /// `player`'s name as a marked run of a told line.
    fn named(&self, player: usize) -> String {
        runs::marked(Mark::Player, self.name(player))
    }

    fn card(&self, card: Card) -> String {
        runs::marked(Mark::Card, &self.style.text(card))
    }

    fn suit(&self, suit: Suit) -> String {
        let symbol = if self.style.ascii {
            suit.letter().to_string()
        } else {
            suit.symbol().to_string()
        };
        format!("{symbol} ({})", suit_name(suit))
    }

    /// What `actor` did with `action`, taken in `phase`, told from the `events` it
    /// caused as the reader may learn them; `reveal` names the cards the reader drew.
    /// The terminal and the browser both tell a move with this.
    pub fn told(
        &self,
        actor: usize,
        action: Action,
        phase: Phase,
        events: &[Event],
        reveal: bool,
    ) -> Vec<String> {
        let (you, name) = (self.you(actor), self.named(actor));
        let mut lines = Vec::new();
        match action {
            // Serbian players say "next" rather than pass.
            Action::Pass if passing_is_next(phase, self.rules) => {
                lines.push(told!("makao-says-next", you = you, name = &name));
            }
            Action::Pass => lines.push(told!("makao-keeps-the-card", you = you, name = &name)),
            Action::Say(Some(call)) => lines.push(told!(
                "makao-says",
                you = you,
                name = &name,
                call = call.to_string()
            )),
            Action::Accept(call) => lines.push(told!(
                "makao-accepts-the-swap",
                you = you,
                name = &name,
                call = call_arg(call)
            )),
            // The rest are told by the events they cause.
            Action::Lay(_)
            | Action::Draw
            | Action::Take
            | Action::Wait
            | Action::Say(None)
            | Action::Block(_)
            | Action::Keep
            | Action::Turn
            | Action::Challenge(_) => {}
        }
        let calls: Vec<Option<Call>> = match action {
            Action::Lay(lay) => lay.calls().to_vec(),
            Action::Block(call) => vec![call],
            _ => Vec::new(),
        };
        let mut laid = 0;
        for event in events {
            let line = match event {
                Event::Laid { player, card } if *player == actor => {
                    laid += 1;
                    let call = calls.get(laid - 1).copied().flatten();
                    let (card, call) = (self.card(*card), call_arg(call));
                    // The second and later cards of one multi-lay read as one move.
                    Some(if laid > 1 {
                        told!(
                            "makao-laid-also",
                            you = you,
                            name = &name,
                            card = card,
                            call = call
                        )
                    } else {
                        told!(
                            "makao-laid",
                            you = you,
                            name = &name,
                            card = card,
                            call = call
                        )
                    })
                }
                _ => self.event(event, reveal, None),
            };
            lines.extend(line);
        }
        lines
    }

    /// One event as a sentence; `reveal` shows the cards drawn (only to their owner).
    /// `call` is the word said after a card laid, if any. `None` for events that need no
    /// words of their own.
    pub fn event(&self, event: &Event, reveal: bool, call: Option<Call>) -> Option<String> {
        let who = |player: usize| (self.you(player), self.named(player));
        let text = match event {
            Event::Laid { player, card } => {
                let (you, name) = who(*player);
                told!(
                    "makao-laid",
                    you = you,
                    name = name,
                    card = self.card(*card),
                    call = call_arg(call)
                )
            }
            Event::Drew {
                player,
                cards,
                wanted,
                reason,
            } => self.drew(*player, cards.len(), Some(cards), *wanted, *reason, reveal),
            Event::DrewHidden {
                player,
                count,
                wanted,
                reason,
            } => self.drew(*player, *count, None, *wanted, *reason, false),
            Event::Reshuffled { cards } => told!("makao-reshuffled", cards = *cards),
            Event::CallPenalty { player, said, due } => {
                let (you, name) = who(*player);
                let penalty = self.rules.call_penalty;
                match (said, due) {
                    (None, Some(Call::Makao)) => {
                        told!(
                            "makao-penalty-no-makao",
                            you = you,
                            name = name,
                            penalty = penalty
                        )
                    }
                    (None, Some(Call::PoMakale)) => told!(
                        "makao-penalty-no-po-makale",
                        you = you,
                        name = name,
                        penalty = penalty
                    ),
                    (Some(said), Some(due)) => told!(
                        "makao-penalty-wrong-call",
                        name = name,
                        said = said.to_string(),
                        due = due.to_string(),
                        penalty = penalty
                    ),
                    (Some(said), None) => told!(
                        "makao-penalty-no-call-due",
                        name = name,
                        said = said.to_string(),
                        penalty = penalty
                    ),
                    (None, None) => return None,
                }
            }
            Event::SuitChosen { player, suit } => {
                let (you, name) = who(*player);
                told!(
                    "makao-suit-chosen",
                    you = you,
                    name = name,
                    suit = self.suit(*suit)
                )
            }
            Event::Demanded { player, rank } => {
                let (you, name) = who(*player);
                match rank {
                    Some(rank) => told!(
                        "makao-demanded",
                        you = you,
                        name = name,
                        rank = format!("{} {}", rank.article(), rank.label())
                    ),
                    None => told!("makao-demanded-nothing", you = you, name = name),
                }
            }
            Event::DemandEnded => told!("makao-demand-ended"),
            Event::Waits { player, turns } => {
                let (you, name) = who(*player);
                match turns {
                    1 => told!("makao-waits-a-turn", you = you, name = name),
                    _ => told!("makao-waits", you = you, name = name, more = turns - 1),
                }
            }
            Event::Skipped { player, left } => {
                let (you, name) = who(*player);
                told!("makao-skipped", you = you, name = name, left = *left)
            }
            Event::MadeIt { player, card } => {
                let (you, name) = who(*player);
                told!(
                    "makao-made-it",
                    you = you,
                    name = name,
                    card = self.card(*card)
                )
            }
            Event::SwapOffered { initiator, target } => {
                let (you, name) = who(*initiator);
                told!(
                    "makao-swap-offered",
                    you = you,
                    name = name,
                    other_you = self.you(*target),
                    other = self.object(*target)
                )
            }
            Event::Swapped { initiator, target } => told!(
                "makao-swapped",
                name = self.named(*initiator),
                other = self.object(*target)
            ),
            Event::Blocked { initiator, target } => {
                let (you, name) = who(*target);
                told!(
                    "makao-blocked",
                    you = you,
                    name = name,
                    other_you = self.you(*initiator),
                    other = self.object(*initiator),
                    cards = self.rules.block_penalty
                )
            }
            Event::Finished { player, place } => {
                let (you, name) = who(*player);
                if *place == 1 {
                    told!("makao-won", you = you, name = name)
                } else {
                    told!("makao-finished", you = you, name = name, place = *place)
                }
            }
            Event::GameOver { .. } => return None,
            Event::ActionLimit => told!("makao-action-limit", limit = makao::ACTION_LIMIT),
            Event::CutCard { card } => told!("makao-cut-card", card = self.card(*card)),
            Event::Kept { player, card } => {
                let (you, name) = who(*player);
                told!(
                    "makao-kept",
                    you = you,
                    name = name,
                    card = self.card(*card)
                )
            }
            Event::Dealt { dealer } => {
                let (you, name) = who(*dealer);
                told!(
                    "makao-dealt",
                    you = you,
                    name = name,
                    cards = self.rules.hand_size,
                    batch = self.rules.deal_batch
                )
            }
            Event::MakaoMissed { player } => {
                told!("makao-makao-missed", name = self.named(*player))
            }
            Event::Challenge {
                challenger,
                pointed_out,
                ..
            } => {
                let (you, name) = who(*challenger);
                if *pointed_out {
                    told!("makao-pointed-out", you = you, name = name)
                } else {
                    told!("makao-let-go", you = you, name = name)
                }
            }
            Event::PlaysAgain { player } => {
                let (you, name) = who(*player);
                told!("makao-plays-again", you = you, name = name)
            }
            Event::PassedOver { player } => {
                let (you, name) = who(*player);
                told!("makao-passed-over", you = you, name = name)
            }
        };
        Some(text)
    }

    /// A legal action in words, as a person would say it ("lay 7♥ and say makao"):
    /// the page's labels and every action kind's snapshot. `next` where the rules call
    /// passing "next" (Serbian).
    pub fn action(&self, action: Action, next: bool) -> String {
        let call = |call: Option<Call>| call_arg(call);
        match action {
            Action::Lay(lay) => {
                let cards: Vec<String> = lay.cards().iter().map(|&c| self.card(c)).collect();
                let (choice, suit, rank, player) = match lay.choice() {
                    Choice::None => ("none", String::new(), String::new(), String::new()),
                    Choice::Suit(suit) => ("suit", self.suit(suit), String::new(), String::new()),
                    Choice::Demand(rank) => (
                        "demand",
                        String::new(),
                        format!("{} {}", rank.article(), rank.label()),
                        String::new(),
                    ),
                    Choice::Swap(seat) => ("swap", String::new(), String::new(), self.object(seat)),
                };
                let said = lay.calls().iter().rev().find_map(|call| *call);
                told!(
                    "makao-do-lay",
                    cards = cards.join(" "),
                    choice = choice,
                    suit = suit,
                    rank = rank,
                    player = player,
                    call = call(said)
                )
            }
            Action::Draw => told!("makao-do-draw"),
            Action::Take => told!("makao-do-take"),
            Action::Wait => told!("makao-do-wait"),
            Action::Pass => told!("makao-do-pass", next = if next { "yes" } else { "no" }),
            Action::Accept(said) => told!("makao-do-accept", call = call(said)),
            Action::Block(said) => told!("makao-do-block", call = call(said)),
            Action::Say(said) => told!("makao-do-say", call = call(said)),
            Action::Keep => told!("makao-do-keep"),
            Action::Turn => told!("makao-do-turn"),
            Action::Challenge(true) => told!("makao-do-challenge"),
            Action::Challenge(false) => told!("makao-do-forgive"),
        }
    }

    /// How a game or a match's hand ended, `winner` named.
    pub fn over(&self, hand: bool, winner: Option<usize>) -> String {
        let what = if hand { "hand" } else { "game" };
        match winner {
            Some(winner) => told!(
                "makao-over",
                what = what,
                you = self.you(winner),
                name = self.named(winner)
            ),
            None => told!("makao-over-no-winner", what = what),
        }
    }

    fn drew(
        &self,
        player: usize,
        drawn: usize,
        cards: Option<&[Card]>,
        wanted: u32,
        reason: DrawReason,
        reveal: bool,
    ) -> String {
        let (you, name) = (self.you(player), self.named(player));
        if drawn == 0 {
            return told!("makao-cannot-draw", you = you, name = name);
        }
        let what = match cards {
            Some(cards) if reveal => cards
                .iter()
                .map(|&card| self.card(card))
                .collect::<Vec<_>>()
                .join(" "),
            _ if drawn == 1 => told!("makao-a-card"),
            _ => told!("makao-cards", count = drawn),
        };
        let reason_word = match reason {
            DrawReason::Chose => "chose",
            DrawReason::Attack => "attack",
            DrawReason::Call => "call",
            DrawReason::Blocked => "blocked",
            DrawReason::TriedForFour => "four",
            DrawReason::SmallTwo => "small-two",
            DrawReason::Challenged => "challenged",
        };
        let short = if (drawn as u64) < u64::from(wanted) {
            drawn
        } else {
            0
        };
        let mut text = told!(
            "makao-drew",
            you = you,
            name = name,
            what = what,
            reason = reason_word,
            short = short
        );
        // Whether it was a 4 is public: a 4 is laid at once.
        let no_four = cards.is_some_and(|cards| cards.iter().all(|c| c.rank != Rank::Four));
        if reason == DrawReason::TriedForFour && no_four {
            text.push(' ');
            text.push_str(&told!("makao-no-four"));
        }
        text
    }
}

/// Whether passing is said "next" in `phase`: after a Serbian penalty, or keeping a
/// card drawn where any card drawn may be laid (Serbian rules). The narration, the
/// actions in words and the terminal's menu line all ask here.
pub fn passing_is_next(phase: Phase, rules: &Rules) -> bool {
    match phase {
        Phase::AfterPenalty => true,
        Phase::Drawn => rules.lay_any_drawn_card,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makao::{Config, RuleSet};

    #[test]
    fn drawn_cards_are_named_only_when_revealed() {
        let names = vec!["Ala".to_string(), "Bob".to_string()];
        let narrator = Narrator {
            names: &names,
            style: CardStyle { ascii: true },
            rules: RuleSet::Polish.rules(),
            reader: None,
        };
        let event = Event::Drew {
            player: 1,
            cards: vec!["7h".parse().unwrap(), "2s".parse().unwrap()],
            wanted: 2,
            reason: DrawReason::Attack,
        };
        let open = runs::plain(&narrator.event(&event, true, None).unwrap());
        let hidden = runs::plain(&narrator.event(&event, false, None).unwrap());
        assert!(open.contains("7H") && open.contains("2S"), "{open}");
        assert_eq!(hidden, "Bob draws 2 cards (the attack).");
    }

    /// The reader is spoken to ("You lay", "you draw"), everyone else named, in the same
    /// words the terminal uses: no English verb is patched afterwards.
    #[test]
    fn the_reader_is_spoken_to_and_the_others_named() {
        let names = vec!["You".to_string(), "Bob".to_string()];
        let narrator = Narrator {
            names: &names,
            style: CardStyle { ascii: true },
            rules: RuleSet::Polish.rules(),
            reader: Some(0),
        };
        let seven = "7h".parse().unwrap();
        let laid = |player, call| {
            narrator
                .event(
                    &Event::Laid {
                        player,
                        card: seven,
                    },
                    true,
                    call,
                )
                .map(|line| runs::plain(&line))
                .unwrap()
        };
        assert_eq!(laid(0, Some(Call::Makao)), "You lay 7H and say \"makao\".");
        assert_eq!(
            laid(1, Some(Call::Makao)),
            "Bob lays 7H and says \"makao\"."
        );
        assert_eq!(laid(0, None), "You lay 7H.");
        let blocked = Event::Blocked {
            initiator: 0,
            target: 1,
        };
        assert_eq!(
            runs::plain(&narrator.event(&blocked, true, None).unwrap()),
            "Bob blocks the swap; you draw 5."
        );
        let skipped = |left| {
            narrator
                .event(&Event::Skipped { player: 0, left }, true, None)
                .map(|line| runs::plain(&line))
                .unwrap()
        };
        assert_eq!(skipped(0), "You miss a turn (the wait is over).");
        assert_eq!(skipped(2), "You miss a turn (2 turns more to wait).");
        assert_eq!(
            runs::plain(&narrator.over(false, Some(0))),
            "Game over: You win."
        );
        assert_eq!(
            runs::plain(&narrator.over(true, Some(1))),
            "Hand over: Bob wins."
        );
        // A multi-lay's later cards are "also" laid, with the call said after each.
        let lay: Action = "7h 7s makao".parse().unwrap();
        let events = [
            Event::Laid {
                player: 0,
                card: seven,
            },
            Event::Laid {
                player: 0,
                card: "7s".parse().unwrap(),
            },
        ];
        let told = narrator.told(0, lay, Phase::Turn, &events, true);
        assert_eq!(runs::plain(&told[0]), "You lay 7H.");
        assert_eq!(runs::plain(&told[1]), "You also lay 7S and say \"makao\".");
    }

    /// What one seat reads of a move never names the cards another seat drew: the
    /// narrator is handed the events as that seat may learn them, in every rule set,
    /// over whole random games.
    #[test]
    fn each_seat_reads_only_cards_its_view_shows_or_laid_in_the_open() {
        use contract::table::{Sight, run};
        use contract::{Bot, Game as _, Observer, RandomBot};

        /// Every move's events, whole, as a recorder would keep them, and every seat's
        /// view after it (the first, before any move).
        struct Moves(
            Vec<(usize, Action, Phase, Vec<Event>)>,
            Phase,
            Vec<Vec<makao::View>>,
        );
        impl Observer<makao::Game> for Moves {
            fn sight(&self) -> Sight {
                Sight::Everything
            }
            fn heard(&mut self, _turn: u64, actor: usize, action: Action, events: &[Event]) {
                self.0.push((actor, action, self.1, events.to_vec()));
            }
            fn settled(&mut self, game: &makao::Game) {
                self.1 = game.phase();
                self.2.push(views(game));
            }
        }
        fn views(game: &makao::Game) -> Vec<makao::View> {
            (0..game.players()).map(|seat| game.view(seat)).collect()
        }
        /// Every card a view shows: its hand, the drawn card, the discard pile.
        fn shown(view: &makao::View) -> Vec<Card> {
            let text = serde_json::to_string(view).expect("a view serializes");
            crate::text::cards_named(&text, false)
        }
        let (mut checked, mut told_cards) = (0, 0);
        for rules in RuleSet::ALL {
            for seed in 0..8 {
                let players = rules
                    .rules()
                    .min_players
                    .max(3)
                    .min(rules.rules().max_players);
                let game = makao::Game::new(Config::new(rules, players), seed).unwrap();
                let phase = game.phase();
                let first = views(&game);
                let mut table = contract::Table::new(game);
                let mut bots: Vec<Box<dyn Bot<makao::Game>>> = (0..players)
                    .map(|p| Box::new(RandomBot::new(seed * 10 + p as u64)) as Box<dyn Bot<_>>)
                    .collect();
                let mut players_: Vec<&mut dyn contract::Player<makao::Game>> = bots
                    .iter_mut()
                    .map(|bot| bot as &mut dyn contract::Player<makao::Game>)
                    .collect();
                let mut moves = Moves(Vec::new(), phase, vec![first]);
                run(
                    &mut table,
                    &mut players_,
                    &mut [&mut moves],
                    &mut Vec::new(),
                );
                let names: Vec<String> = (0..players).map(|p| format!("P{p}")).collect();
                let mut laid_so_far: Vec<Card> = Vec::new();
                for (step, (actor, action, phase, events)) in moves.0.iter().enumerate() {
                    // A card laid or kept in the same move is public anyway.
                    let public: Vec<Card> = events
                        .iter()
                        .filter_map(|event| match event {
                            Event::Laid { card, .. }
                            | Event::MadeIt { card, .. }
                            | Event::Kept { card, .. }
                            | Event::CutCard { card } => Some(*card),
                            _ => None,
                        })
                        .collect();
                    laid_so_far.extend(&public);
                    for reader in 0..players {
                        let hidden: Vec<Card> = events
                            .iter()
                            .filter_map(|event| match event {
                                Event::Drew { player, cards, .. } if *player != reader => {
                                    Some(cards.clone())
                                }
                                _ => None,
                            })
                            .flatten()
                            .filter(|card| !public.contains(card))
                            .collect();
                        let seen: Vec<Event> = events
                            .iter()
                            .map(|event| makao::Game::event_for(event, reader))
                            .collect();
                        let narrator = Narrator {
                            names: &names,
                            style: CardStyle { ascii: true },
                            rules: rules.rules(),
                            reader: Some(reader),
                        };
                        let told = narrator
                            .told(*actor, *action, *phase, &seen, true)
                            .join(" ");
                        for card in hidden {
                            assert!(
                                !told.contains(&card.ascii()),
                                "{rules} seed {seed}: P{reader} reads {} in {told:?}",
                                card.ascii()
                            );
                            checked += 1;
                        }
                        // Every card the reader is told of is one its view shows, just
                        // before the move or just after it, or one laid in the open.
                        let mut known = laid_so_far.clone();
                        known.extend(shown(&moves.2[step][reader]));
                        known.extend(shown(&moves.2[step + 1][reader]));
                        for card in crate::text::cards_named(&told, false) {
                            assert!(
                                known.contains(&card),
                                "{rules} seed {seed}: P{reader} reads {} in {told:?}, not in its view",
                                card.ascii()
                            );
                            told_cards += 1;
                        }
                    }
                }
            }
        }
        assert!(
            checked > 100,
            "hidden draws were narrated and checked: {checked}"
        );
        assert!(told_cards > 1000, "cards told and checked: {told_cards}");
    }
}

//! "Play again" at the Saboteur table: the next game for the same seats and rounds.

use super::*;
use crate::say;

impl Table<'_> {
    /// Offers the people another game with the same seats and rounds, dealt from a
    /// fresh seed, and tells the running score; false when they want none.
    pub(super) fn play_again(&mut self) -> Result<bool> {
        let screen = self.screen.get_mut();
        if screen.people() == 0
            || screen.ui.confirm("Play again with the same players?")? != Some(true)
        {
            return Ok(false);
        }
        let finished = self.table.game().clone();
        self.played.record(&finished);
        let seed = cards::fresh_seed();
        let names: Vec<String> = screen.chairs.iter().map(|c| c.name.clone()).collect();
        let game = Saboteur::new(names.clone(), finished.rounds(), seeded(seed))?;
        self.bots = computer_players(&screen.chairs, seed);
        self.table = contract::Table::new(game);
        screen.deal = Some(seed);
        screen.saved = None;
        screen.person_moved = false;
        screen.round_log.clear();
        screen.say(crate::terminal::series_line(&names, &self.played));
        let game = self.table.game();
        if let Some(first) = game.current_player() {
            let line = say!(
                "saboteur-round-first",
                round = 1,
                rounds = game.rounds(),
                name = screen.name(first)
            );
            screen.tell(line);
        }
        Ok(true)
    }
}

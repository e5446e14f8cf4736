//! "Play again" at the Saboteur table: the next game for the same seats and rounds.

use super::*;

impl Table<'_> {
    /// Offers the people another game with the same seats and rounds, dealt from a
    /// fresh seed, and tells the running score; false when they want none.
    pub(super) fn play_again(&mut self) -> Result<bool> {
        if self.people() == 0 || self.ui.confirm("Play again with the same players?")? != Some(true)
        {
            return Ok(false);
        }
        let finished = self.game().clone();
        self.played.record(&finished);
        let seed = cards::fresh_seed();
        let names = self.chairs.iter().map(|c| c.name.clone()).collect();
        let game = Saboteur::new(names, finished.rounds(), seeded(seed))?;
        self.bots = computer_players(&self.chairs, seed);
        self.table = contract::Table::new(game);
        self.deal = Some(seed);
        self.saved = None;
        self.person_moved = false;
        self.round_log.clear();
        let names: Vec<String> = self.chairs.iter().map(|c| c.name.clone()).collect();
        self.say(crate::terminal::series_line(&names, &self.played));
        let first = self
            .game()
            .current_player()
            .map(|seat| self.name(seat).to_string());
        if let Some(first) = first {
            self.tell(format!(
                "Round 1 of {}: {first} plays first.",
                self.game().rounds()
            ));
        }
        Ok(true)
    }
}

//! The deck workbench: `karty deck show|shuffle|draw|peek` and the menu's deck tools.

use std::process::ExitCode;

use anyhow::{Result, bail};
use cards::{Card, GameRng, Pile, packs, seeded};
use clap::{Args, Subcommand};

use crate::GlobalOpts;
use crate::ui::{CardStyle, out};

/// Most packs a deck may hold; more is surely a typo.
pub const MAX_PACKS: usize = 8;

#[derive(Debug, Args)]
pub struct DeckArgs {
    #[command(subcommand)]
    command: DeckCommand,
    /// Number of standard 52-card packs in the deck (1 to 8)
    #[arg(long, short = 'k', default_value_t = 1, global = true,
          value_parser = clap::value_parser!(u8).range(1..=MAX_PACKS as i64))]
    decks: u8,
}

#[derive(Debug, Subcommand)]
enum DeckCommand {
    /// Print a new deck's order, top card first
    Show,
    /// Shuffle a new deck (seeded by --seed) and print its order, top card first
    Shuffle,
    /// Shuffle a new deck and draw N cards from the top (1 by default)
    Draw {
        /// How many cards to draw
        #[arg(default_value_t = 1)]
        count: usize,
    },
    /// Shuffle a new deck and show its top card without drawing it
    Peek,
}

/// A deck being worked on: its cards and the generator that shuffles it.
pub struct Deck {
    packs: usize,
    cards: Pile<Card>,
    rng: GameRng,
}

impl Deck {
    /// A new deck in pack order (the last card of the list is the top).
    pub fn new(packs_count: usize, seed: u64) -> Deck {
        Deck {
            packs: packs_count,
            cards: Pile::from_vec(new_order(packs_count)),
            rng: seeded(seed),
        }
    }

    pub fn packs(&self) -> usize {
        self.packs
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn shuffle(&mut self) {
        self.cards.shuffle(&mut self.rng);
    }

    /// A fresh, unshuffled deck of `packs` packs; the generator keeps going.
    pub fn renew(&mut self, packs_count: usize) {
        self.packs = packs_count;
        self.cards = Pile::from_vec(new_order(packs_count));
    }

    pub fn draw(&mut self, count: usize) -> Result<Vec<Card>> {
        match self.cards.draw_many(count) {
            Ok(cards) => Ok(cards),
            Err(_) => bail!(crate::say!(
                "deck-cannot-draw",
                count = count,
                cards = self.len()
            )),
        }
    }

    /// Takes the card at `position` counted from the top (1 = top).
    pub fn pick(&mut self, position: usize) -> Option<Card> {
        let len = self.len();
        if position == 0 || position > len {
            return None;
        }
        let mut cards = std::mem::take(&mut self.cards).into_vec();
        let card = cards.remove(len - position);
        self.cards = Pile::from_vec(cards);
        Some(card)
    }

    pub fn peek(&self) -> Option<Card> {
        self.cards.peek().copied()
    }

    /// Top card first.
    pub fn order(&self) -> impl Iterator<Item = &Card> {
        self.cards.iter().rev()
    }
}

/// The pack order with the first card of the list on top: A♣ is at the bottom.
fn new_order(packs_count: usize) -> Vec<Card> {
    let mut cards = packs(packs_count);
    cards.reverse();
    cards
}

/// Cards in rows of 13, so a pack reads as four lines.
pub fn rows<'a>(style: CardStyle, cards: impl IntoIterator<Item = &'a Card>) -> String {
    let all: Vec<&Card> = cards.into_iter().collect();
    all.chunks(13)
        .map(|row| style.cards(row.iter().copied()))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn run(args: DeckArgs, global: &GlobalOpts) -> Result<ExitCode> {
    let style = CardStyle {
        ascii: global.ascii,
    };
    let packs_count = usize::from(args.decks);
    // Showing a new deck shuffles nothing, so it needs no seed.
    let seed = match args.command {
        DeckCommand::Show => 0,
        _ => global.seed_or_fresh(),
    };
    let mut deck = Deck::new(packs_count, seed);
    match args.command {
        DeckCommand::Show => out(rows(style, deck.order())),
        DeckCommand::Shuffle => {
            deck.shuffle();
            out(rows(style, deck.order()));
        }
        DeckCommand::Draw { count } => {
            deck.shuffle();
            match deck.draw(count) {
                Ok(drawn) => {
                    out(rows(style, &drawn));
                    eprintln!("{}", crate::say!("deck-left", cards = deck.len()));
                }
                Err(err) => {
                    eprintln!("error: {err}");
                    return Ok(ExitCode::FAILURE);
                }
            }
        }
        DeckCommand::Peek => {
            deck.shuffle();
            if let Some(card) = deck.peek() {
                out(style.card(card));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_deck_has_the_ace_of_spades_last_drawn() {
        let deck = Deck::new(1, 0);
        let order: Vec<String> = deck.order().map(|c| c.ascii()).collect();
        assert_eq!(order.first().map(String::as_str), Some("2S"));
        assert_eq!(order.last().map(String::as_str), Some("AC"));
    }

    #[test]
    fn drawing_too_many_changes_nothing() {
        let mut deck = Deck::new(1, 0);
        assert!(deck.draw(53).is_err());
        assert_eq!(deck.len(), 52);
        assert_eq!(deck.draw(2).unwrap().len(), 2);
        assert_eq!(deck.len(), 50);
    }

    #[test]
    fn picking_counts_from_the_top() {
        let mut deck = Deck::new(1, 0);
        assert_eq!(deck.pick(0), None);
        assert_eq!(deck.pick(53), None);
        assert_eq!(deck.pick(2).map(|c| c.ascii()), Some("3S".to_string()));
        assert_eq!(deck.len(), 51);
        assert_eq!(deck.peek().map(|c| c.ascii()), Some("2S".to_string()));
    }

    #[test]
    fn renew_sets_the_packs() {
        let mut deck = Deck::new(1, 0);
        deck.renew(2);
        assert_eq!(deck.len(), 104);
        assert_eq!(deck.packs(), 2);
    }
}

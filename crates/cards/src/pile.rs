//! A pile of any kind of card: a stock, a discard pile, a hand, a tableau column.

use rand::Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::rng::shuffle;

/// Cards in a stack, listed bottom to top; the last is the top.
///
/// Generic, because not every game plays with the standard pack (Saboteur's tunnel
/// cards live in piles too).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Pile<T> {
    cards: Vec<T>,
}

/// Why a pile refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PileError {
    #[error("asked for {wanted} cards but the pile holds only {held}")]
    NotEnough { wanted: usize, held: usize },
}

impl<T> Default for Pile<T> {
    fn default() -> Self {
        Pile { cards: Vec::new() }
    }
}

impl<T> Pile<T> {
    pub fn new() -> Self {
        Self::default()
    }

    /// A pile from cards listed bottom to top.
    pub fn from_vec(cards: Vec<T>) -> Self {
        Pile { cards }
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<T> {
        self.cards.pop()
    }

    /// Takes `count` cards from the top, in the order they were drawn (top first); all or
    /// nothing.
    pub fn draw_many(&mut self, count: usize) -> Result<Vec<T>, PileError> {
        let held = self.cards.len();
        if count > held {
            return Err(PileError::NotEnough {
                wanted: count,
                held,
            });
        }
        let mut drawn = self.cards.split_off(held - count);
        drawn.reverse();
        Ok(drawn)
    }

    /// The top card, left in place.
    pub fn peek(&self) -> Option<&T> {
        self.cards.last()
    }

    /// Up to `count` cards from the top, top first, left in place.
    pub fn peek_many(&self, count: usize) -> impl Iterator<Item = &T> {
        self.cards.iter().rev().take(count)
    }

    /// Puts a card on top.
    pub fn put(&mut self, card: T) {
        self.cards.push(card);
    }

    /// Puts cards on top, in the order given (the last ends on top).
    pub fn put_all(&mut self, cards: impl IntoIterator<Item = T>) {
        self.cards.extend(cards);
    }

    /// Takes every card but the top one, bottom first (a discard pile becoming a stock).
    pub fn take_all_but_top(&mut self) -> Vec<T> {
        let keep = self.cards.pop();
        let rest = std::mem::take(&mut self.cards);
        self.cards.extend(keep);
        rest
    }

    pub fn shuffle<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        shuffle(&mut self.cards, rng);
    }

    /// Bottom to top.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.cards.iter()
    }

    /// Bottom to top.
    pub fn as_slice(&self) -> &[T] {
        &self.cards
    }

    pub fn into_vec(self) -> Vec<T> {
        self.cards
    }
}

impl<T> From<Vec<T>> for Pile<T> {
    fn from(cards: Vec<T>) -> Self {
        Pile::from_vec(cards)
    }
}

impl<T> FromIterator<T> for Pile<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Pile::from_vec(iter.into_iter().collect())
    }
}

impl<'a, T> IntoIterator for &'a Pile<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.cards.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_takes_from_the_top() {
        let mut pile = Pile::from_vec(vec![1, 2, 3]);
        assert_eq!(pile.peek(), Some(&3));
        assert_eq!(pile.draw(), Some(3));
        assert_eq!(pile.len(), 2);
        pile.put(9);
        assert_eq!(pile.peek_many(5).copied().collect::<Vec<_>>(), [9, 2, 1]);
    }

    #[test]
    fn draw_many_is_all_or_nothing() {
        let mut pile = Pile::from_vec(vec!['a', 'b', 'c']);
        assert_eq!(
            pile.draw_many(4),
            Err(PileError::NotEnough { wanted: 4, held: 3 })
        );
        assert_eq!(pile.len(), 3);
        assert_eq!(pile.draw_many(2), Ok(vec!['c', 'b']));
        assert_eq!(pile.as_slice(), ['a']);
        assert_eq!(pile.draw_many(0), Ok(vec![]));
    }

    #[test]
    fn take_all_but_top_keeps_the_top() {
        let mut pile = Pile::from_vec(vec![1, 2, 3]);
        assert_eq!(pile.take_all_but_top(), [1, 2]);
        assert_eq!(pile.as_slice(), [3]);
        let mut empty: Pile<u8> = Pile::new();
        assert!(empty.take_all_but_top().is_empty());
        assert!(empty.is_empty());
    }

    #[test]
    fn empty_pile_draws_nothing() {
        let mut pile: Pile<u8> = Pile::new();
        assert_eq!(pile.draw(), None);
        assert_eq!(pile.peek(), None);
    }

    #[test]
    fn serializes_as_a_plain_list() {
        let pile = Pile::from_vec(vec![1, 2]);
        assert_eq!(serde_json::to_string(&pile).unwrap(), "[1,2]");
    }
}

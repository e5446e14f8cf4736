//! The Makao engine: the `polish`, `macau` and `serbian` rule sets (see
//! `shared/rules/makao.md`) in one pure engine, with typed actions, legal-action lists,
//! views, a JSON state, hand scores and matches.
//!
//! Nothing here prints, reads input or looks at the clock; the only randomness is the
//! generator stored in the state, so the same action on the same state always gives the
//! same result.
//!
//! # The API in brief
//!
//! ```
//! use makao::{Action, Config, Game, RuleSet};
//!
//! let mut game = Game::new(Config::new(RuleSet::Polish, 4), 7).unwrap();
//! while !game.is_over() {
//!     let actions = game.legal_actions();      // what the player to move may do
//!     let pick = actions[0];                   // a bot or a person chooses one
//!     game.apply(pick).unwrap();               // returns an Outcome (events)
//! }
//! let _winner = game.winner();                 // None only at the action limit
//! let text: Action = "5h makao 5s po makale".parse().unwrap();
//! assert_eq!(text.to_string(), "5h makao 5s po makale");
//! ```
//!
//! - [`Game::new`]`(Config, seed)`, or [`Game::new_hand`]`(Config, seed, dealer)`;
//!   [`Config`] holds the [`RuleSet`], the number of players and the options `twist`
//!   (K♣ swaps, K♦ blocks) and `play_on` (play for places until one player is left).
//!   Each rule set is one [`Rules`] value of settings; the engine consults it.
//! - [`Game::current_player`], [`Game::phase`], [`Game::legal_actions`],
//!   [`Game::check`], [`Game::apply`] (all or nothing: a [`RuleError`] leaves the state
//!   as it was), [`Game::is_over`], [`Game::winner`], [`Game::finished`].
//!   Simulations may use [`Game::legal_actions_into`] (a reused buffer) and
//!   [`Game::apply_quietly`] (the same rules, no events recorded).
//! - [`Game::view`]`(player)` gives a [`View`]: the player's own hand, card counts,
//!   the table, the cards kept at a cut and, on their move, their legal actions; never
//!   other hands or the stock.
//! - [`Game::score`] scores a finished `serbian` hand; a [`Match`] deals hands with the
//!   dealer alternating and keeps the running totals (see [`scoring`]).
//! - Computer players implement [`Bot`] over views: [`RandomBot`], [`HeuristicBot`] and
//!   [`SearchBot`] (by name: [`BotLevel`]); [`Search`] runs the same search in a thread,
//!   to be read and stopped from outside (see [`search`]); [`simulate`] plays many games.
//! - [`Action`] has `Display` and `FromStr` in the text a person types (grammar in
//!   [`action`]); [`Outcome::events`] says what happened, for narration.
//! - [`Game::to_json`] / [`Game::from_json`] (or serde) write and read the state file
//!   below; [`Setup`] builds a position by hand.
//! - Players are 0-based indices in the API, and numbered from 1 in text and JSON
//!   (`kc swap 2` swaps with the second player, index 1).
//!
//! # Calls and the legal-action list
//!
//! A lay carries one call per card. [`Game::legal_actions`] lists every lay with the
//! calls the rules require (`macau` has none; `serbian` only "makao"). [`Game::apply`]
//! also accepts the same lay with a wrong call, a missing one or one too many: that is
//! a legal move that the rules punish with 5 cards, drawn at once after the card whose
//! check failed. So a person may err; a computer player simply picks from the list.
//! The same holds for `accept` and `block` in a swap and for the neutral question.
//!
//! In `serbian` the game checks no call: a lay that leaves one card without "makao"
//! puts the question to the opponent (phase [`Phase::Challenge`]), whose `challenge`
//! costs the offender 2 cards and whose `forgive` costs nothing; either way it does not
//! use the opponent's turn. Other calls are ignored there.
//!
//! Each distinct choice is listed once: two lays differing only in which copy of a card
//! they name are one action. The order of the cards in a multi-lay is part of the
//! action (the last card becomes the top), so every order is listed.
//!
//! # Choices where the rules page is silent
//!
//! - Dealing: the shuffled deck deals one card at a time from player 1; then the first
//!   card is turned up; player 1 moves first. A first queen still lets anything be laid
//!   on it ("everything on a queen" is a matching rule, not an effect).
//! - In `polish`, an attacked player without a defence in hand gets the first penalty
//!   card drawn automatically when their turn starts (no action needed); if it defends,
//!   the phase is [`Phase::PenaltyDrawn`].
//! - A waiting player's missed turn passes a pending draw attack on in the attack's
//!   direction: forwards, or backwards for a K♠ attack ("the player after them" read
//!   along the attack), as the original program does.
//! - In a `macau` multi-lay of kings the direction of the attack is set by the last draw
//!   card (K♥ or K♠) laid, and a K♣ laid with a draw card cannot swap.
//! - In `macau`, a jack that demands a rank replaces a pending demand; one that demands
//!   nothing is an ordinary card and leaves it running ("a jack played without one is
//!   an ordinary card"). A demand also ends when its demander goes out (with `play_on`).
//! - A player left with no cards after a failed "po makale" check, with nothing left to
//!   draw, has not won and plays on with an empty hand until a card can be drawn.
//! - The twist's swap may target any other player still in the game, waiting or not.
//! - A game is over without a winner after [`ACTION_LIMIT`] actions.
//! - When a game ends, whatever was pending (an attack, a suit, a demand) is void.
//!
//! In `serbian`:
//!
//! - [`Game::new`] lets the last player deal. The cutter is the player after the dealer
//!   (with two players, "the other player"), who is also dealt to first and moves
//!   first. During the cut (phase [`Phase::Cut`]) the card on offer is the discard
//!   pile's only card; `keep` moves it to the cutter's hand, `turn` leaves it there.
//!   A strong card turned up as the pile's first card has no effect, as in every set.
//! - Kept cards stay visible ([`Game::kept`], [`View::kept`]) until laid; a kept card
//!   laid is no longer known to be held, even if a copy from the other pack is.
//! - A jack always names a suit (`jh suit h`); naming the current suit keeps it.
//! - After an 8 (two players), the player of the 8 plays an ordinary turn, and may draw
//!   on purpose. After an ace they may not draw while holding a matching card (phase
//!   [`Phase::Again`]).
//! - After taking a sevens penalty with no card that matches, the turn passes without
//!   a question (phase [`Phase::AfterPenalty`] only when there is a card to lay).
//! - During a challenge the card's effect on the table (a seven's attack, a jack's suit)
//!   is already in place; what it makes happen (the ace's or 8's extra move, the 2♣'s
//!   draw) waits for the answer.
//! - Scoring and matches: see [`scoring`].
//!
//! # The state file (JSON)
//!
//! `karty makao state` prints it, `moves` and `play` read it. Cards are written as the
//! game reads them (`10H`, `QS`); players are numbered from 1. Fields:
//!
//! ```json
//! {
//!   "rules": "polish",            // or "macau", "serbian"
//!   "twist": false,               // optional, default false
//!   "play_on": false,             // optional, default false
//!   "players": [                  // player 1 first
//!     { "hand": ["5H", "10S"], "waits": 0,    // waits: missed turns owed (optional)
//!       "kept": [] }                          // serbian: kept at the cut, still held
//!   ],                                        //   (optional; written when not empty)
//!   "to_move": 1,                 // the player who must act
//!   "dealer": 2,                  // serbian: who dealt (optional: the last player)
//!   "phase": "turn",              // "turn" | {"drawn": "7H"} | {"penalty_drawn": "2H"}
//!                                 // | "question" | {"swap": {"initiator": 2}} | "over"
//!                                 // serbian: "cut" | "again" | "after_penalty"
//!                                 //   | {"challenge": {"offender": 1}}
//!   "discard": ["7C", "7H"],      // bottom to top: the last card is the top
//!   "stock": ["2S", "KD"],        // bottom to top: the last card is drawn next
//!   "suit": null,                 // "H": the suit an ace named (optional)
//!   "attack": null,               // {"draw": {"cards": 5, "backwards": false}}
//!                                 // | {"wait": {"turns": 2}} (optional)
//!   "demand": null,               // {"rank": "7", "by": 2, "owed": [3, 4, 1, 2]}
//!                                 // owed: who must still answer (optional: everyone)
//!   "finished": [],               // players gone out, first place first (optional)
//!   "actions": 0,                 // actions applied so far (optional)
//!   "rng": {"s": [1, 2, 3, 4]}    // the reshuffling generator (optional)
//! }
//! ```
//!
//! Only `rules`, `players`, `to_move`, `discard` and `stock` are required; hands may be
//! listed in any order (they are kept sorted) and cards in any notation the game reads
//! (`10h`, `TH`, `10♥`). [`Game::to_json`] writes the fields in the order above, each list
//! of cards on one line.
//!
//! Loading checks that every card of the deck (52 cards, or 104 for `serbian`) is in
//! exactly one place (naming a card found twice, with where, or missing), that the
//! player counts and numbers fit the rule set, that kept cards are strong and held, and
//! that phase, attack, demand and suit agree with each other and with the top (a cut
//! has nothing dealt yet and a strong card on offer; a challenge's offender holds one
//! card; `again` follows an ace). It accepts only positions play can reach: a wait or
//! a demand only in rule sets that have them, a draw attack on a draw card pointing the
//! way that card sends it (in `macau` a K♣ or K♦ may follow an attacking king), no
//! `polish` attack on a player without a defence in phase `turn` (the first penalty card
//! is drawn as the turn starts), a demand owed by exactly the players play leaves owing
//! (in `polish` the turns from the player to move up to the demander, in `macau`
//! everyone still playing), a swap after a K♣ (or, in `macau`, a king laid with it)
//! with no wait pending, and a dealer other than the last player only with a cut.

pub mod action;
mod bot;
mod engine;
mod error;
mod game;
pub mod rules;
pub mod scoring;
pub mod search;
pub mod state;
mod view;

pub use action::{Action, Call, Choice, Lay, MAX_LAY, ParseActionError};
pub use bot::{BotLevel, Budget, HeuristicBot, ParseBotLevelError};
pub use error::{RuleError, Shown, Situation};
pub use game::{
    ACTION_LIMIT, Attack, Config, Demand, DrawReason, Event, Game, MAX_PLAYERS, Outcome, Phase,
};
pub use rules::{ParseRuleSetError, RuleSet, Rules};
pub use scoring::{HandScore, Match, MatchError};
pub use search::{Method, Reading, Search, SearchBot, SearchSettings};
pub use state::{CardProblem, Setup, StateError};
pub use view::View;

/// Card helpers shared by the unit tests of the modules above.
#[cfg(test)]
mod test_cards {
    use cards::Card;

    /// One card from its text (`"10h"`); test input is always valid.
    pub fn c(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// Cards from space-separated text (`"5c 5h"`).
    pub fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(c).collect()
    }
}

//! What the number of players decides, as the rules' tables give it: role cards, hand
//! size, and the saboteurs' reward.

use crate::card::Role;

/// Fewest and most players at a table.
pub const MIN_PLAYERS: usize = 3;
pub const MAX_PLAYERS: usize = 10;

/// Saboteurs and gold-diggers among the role cards used with `players` players
/// ([`MIN_PLAYERS`] to [`MAX_PLAYERS`]).
pub fn role_counts(players: usize) -> Option<(usize, usize)> {
    Some(match players {
        3 => (1, 3),
        4 => (1, 4),
        5 => (2, 4),
        6 => (2, 5),
        7 => (3, 5),
        8 => (3, 6),
        9 => (3, 7),
        10 => (4, 7),
        _ => return None,
    })
}

/// Cards dealt to each of `players` players.
pub fn hand_size(players: usize) -> Option<usize> {
    match players {
        3..=5 => Some(6),
        6..=7 => Some(5),
        8..=10 => Some(4),
        _ => None,
    }
}

/// Nuggets each saboteur scores when the saboteurs win with `saboteurs` of them in play.
pub fn saboteur_reward(saboteurs: usize) -> u32 {
    match saboteurs {
        0 => 0,
        1 => 4,
        2 | 3 => 3,
        _ => 2,
    }
}

/// The role cards of a round with `players` players, in a fixed order.
pub(crate) fn role_set(players: usize) -> Option<Vec<Role>> {
    let (saboteurs, diggers) = role_counts(players)?;
    let mut roles = vec![Role::Saboteur; saboteurs];
    roles.extend(std::iter::repeat_n(Role::Digger, diggers));
    Some(roles)
}

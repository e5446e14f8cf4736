//! saboteur engine (in progress).

//! End-to-end tests of the karty binary.

//! Scenario tests, one or more per rule of `shared/rules/saboteur.md`, and property tests.

mod actions;
mod board_rules;
mod bots;
mod contract;
mod files;
mod fixtures;
mod goals;
mod mutated;
mod properties;
mod roles;
mod scoring;
mod setup;
mod views;

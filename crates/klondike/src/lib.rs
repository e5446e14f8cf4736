//! klondike engine (in progress).

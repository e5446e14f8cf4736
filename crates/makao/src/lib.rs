//! makao engine (in progress).

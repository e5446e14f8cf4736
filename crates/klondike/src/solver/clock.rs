//! The clocks a search can be limited by: the wall's, or the solving thread's
//! processor time, which does not run while other programs have the processor, so
//! that runs on a shared machine compare.

use std::time::{Duration, Instant};

/// Which clock a time limit reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Clock {
    #[default]
    Wall,
    /// This thread's processor time (the wall's where the system does not give it).
    Processor,
}

/// This thread's processor time so far, where the system gives it.
fn thread_time() -> Option<Duration> {
    cpu_time::ThreadTime::try_now()
        .ok()
        .map(|t| t.as_duration())
}

/// Both clocks from one moment on.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Stopwatch {
    wall: Instant,
    processor: Option<Duration>,
}

impl Stopwatch {
    pub fn start() -> Stopwatch {
        Stopwatch {
            wall: Instant::now(),
            processor: thread_time(),
        }
    }

    pub fn wall(&self) -> Duration {
        self.wall.elapsed()
    }

    /// This thread's processor time since the start, or the wall's where the system
    /// does not give it.
    pub fn processor(&self) -> Duration {
        match (self.processor, thread_time()) {
            (Some(then), Some(now)) => now.saturating_sub(then),
            _ => self.wall(),
        }
    }

    pub fn elapsed(&self, clock: Clock) -> Duration {
        match clock {
            Clock::Wall => self.wall(),
            Clock::Processor => self.processor(),
        }
    }
}

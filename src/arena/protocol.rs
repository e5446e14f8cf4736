//! The arena's side of the line protocol: one outside program, started once per seat per
//! game, spoken to in JSON lines on its stdin and heard on its stdout (README, "Outside
//! programs: the arena").
//!
//! Nothing a program does can stop the arena: its stdin is fed by a writer thread (a
//! program that never reads cannot block us), its stdout is read by a reader thread into
//! a channel waited on with a deadline, and whatever goes wrong becomes a [`Fault`] that
//! costs the program its move.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::{Value, json};

/// The longest line read from a program; anything longer is garbage.
const MAX_LINE: u64 = 1 << 20;

/// How long a program may take to exit after the game's `end` before it is killed.
const GRACE: Duration = Duration::from_millis(200);

/// Why a program's move was not played (a random legal move was, instead). The order
/// is that of a game record's fault counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fault {
    /// No best move by the deadline.
    Late,
    /// Only lines that are not `{"best": ...}` by the deadline.
    Garbage,
    /// Its last best move is not a legal action.
    Illegal,
    /// It would not start, or has exited (closed its stdout).
    Crashed,
}

/// What the reader thread hears.
enum Heard {
    Line(String),
    Closed,
}

/// A program's report: `{"best": "7♥"}`, with `"final": true` to end its thinking early
/// and `"turn"` echoing the `go` it answers (a report naming an earlier turn is late and
/// ignored).
#[derive(Deserialize)]
struct Best {
    best: String,
    #[serde(default, rename = "final")]
    done: bool,
    turn: Option<u64>,
}

/// Extra time on a program's first move of a game, for it to start (an interpreter on
/// a busy machine can take longer than a move's budget).
const STARTUP: Duration = Duration::from_secs(1);

/// One running outside program.
pub struct Program {
    child: Option<Child>,
    to: Option<Sender<String>>,
    from: Receiver<Heard>,
    closed: bool,
    /// The `go`s sent so far.
    turns: u64,
}

impl Program {
    /// Starts `command`, split at spaces (no shell), and greets it with `hello`. A program
    /// that will not start is a program that crashed: every move it is asked for faults.
    pub fn start(command: &str, hello: &Value) -> Program {
        let (heard_tx, from) = mpsc::channel();
        let mut words = command.split_whitespace();
        let spawned = match words.next() {
            Some(name) => Command::new(name)
                .args(words)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .map_err(|err| err.to_string()),
            None => Err("empty command".to_string()),
        };
        let mut child = match spawned {
            Ok(child) => child,
            Err(err) => {
                eprintln!("arena: cannot start `{command}`: {err}");
                return Program {
                    child: None,
                    to: None,
                    from,
                    closed: true,
                    turns: 0,
                };
            }
        };
        let (to, lines) = mpsc::channel::<String>();
        if let Some(mut stdin) = child.stdin.take() {
            thread::spawn(move || {
                for line in lines {
                    if writeln!(stdin, "{line}")
                        .and_then(|()| stdin.flush())
                        .is_err()
                    {
                        break;
                    }
                }
            });
        }
        if let Some(stdout) = child.stdout.take() {
            thread::spawn(move || read_lines(stdout, &heard_tx));
        }
        let program = Program {
            child: Some(child),
            to: Some(to),
            from,
            closed: false,
            turns: 0,
        };
        program.send(hello);
        program
    }

    fn send(&self, message: &Value) {
        if let Some(to) = &self.to {
            // A program that has gone simply stops hearing; its next move faults.
            let _ = to.send(message.to_string());
        }
    }

    /// Sends `position`, then `go` with `think` and the turn's number; gathers best moves
    /// until the deadline (or a final one), then sends `stop`. The last best move
    /// reported is the answer.
    pub fn ask(&mut self, position: &Value, think: Duration) -> Result<String, Fault> {
        // Lines from an earlier turn came too late to count.
        while let Ok(heard) = self.from.try_recv() {
            if let Heard::Closed = heard {
                self.closed = true;
            }
        }
        if self.closed {
            return Err(Fault::Crashed);
        }
        self.send(position);
        let millis = u64::try_from(think.as_millis()).unwrap_or(u64::MAX);
        self.turns += 1;
        let turn = self.turns;
        self.send(&json!({"type": "go", "ms": millis, "turn": turn}));
        let allowance = if turn == 1 { STARTUP } else { Duration::ZERO };
        let now = Instant::now();
        let deadline = now.checked_add(think + allowance).unwrap_or(now + STARTUP);
        let mut best = None;
        let mut garbage = false;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            match self.from.recv_timeout(left) {
                Ok(Heard::Line(line)) if line.trim().is_empty() => {}
                Ok(Heard::Line(line)) => match serde_json::from_str::<Best>(&line) {
                    Ok(report) if report.turn.is_some_and(|said| said != turn) => {}
                    Ok(report) => {
                        best = Some(report.best);
                        if report.done {
                            break;
                        }
                    }
                    Err(_) => garbage = true,
                },
                Ok(Heard::Closed) | Err(RecvTimeoutError::Disconnected) => {
                    self.closed = true;
                    break;
                }
                Err(RecvTimeoutError::Timeout) => break,
            }
        }
        self.send(&json!({"type": "stop"}));
        match best {
            Some(best) => Ok(best),
            None if self.closed => Err(Fault::Crashed),
            None if garbage => Err(Fault::Garbage),
            None => Err(Fault::Late),
        }
    }

    /// Sends `end`, closes the program's stdin, and kills it if it has not exited soon.
    pub fn finish(mut self, end: &Value) {
        self.send(end);
        self.stop();
    }

    fn stop(&mut self) {
        self.to = None;
        if let Some(mut child) = self.child.take() {
            let deadline = Instant::now() + GRACE;
            while Instant::now() < deadline {
                match child.try_wait() {
                    Ok(Some(_)) | Err(_) => return,
                    Ok(None) => thread::sleep(Duration::from_millis(5)),
                }
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// The reader thread: each line (invalid UTF-8 replaced, at most [`MAX_LINE`] bytes)
/// until the program closes its stdout.
fn read_lines(stdout: impl Read, heard: &Sender<Heard>) {
    let mut reader = BufReader::new(stdout);
    loop {
        let mut line = Vec::new();
        match (&mut reader).take(MAX_LINE).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                let text = String::from_utf8_lossy(&line).trim_end().to_string();
                if heard.send(Heard::Line(text)).is_err() {
                    return;
                }
            }
        }
    }
    let _ = heard.send(Heard::Closed);
}

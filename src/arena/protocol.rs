//! The arena's side of the line protocol: one outside program, started once per seat per
//! game, spoken to in JSON lines on its stdin and heard on its stdout (README, "Outside
//! programs: the arena").
//!
//! Nothing a program does can stop the arena or grow its memory. Both pipes are
//! non-blocking and served from the arena's own thread with `poll`, so no thread is
//! started for a program and none outlives its game. A line is read up to
//! [`MAX_LINE`] bytes (the rest of a longer one is dropped unread into memory), at most
//! [`MAX_LINES`] lines are heard for a move, and between moves a program's output waits
//! in its pipe, not in karty. Each program runs in its own process group, killed whole
//! at the end of its game, and when karty is interrupted ([`kill_all`]). On Linux what
//! leaves the group (`setsid`) is caught too: karty is their subreaper (see [`sweep`]).
//! Whatever goes wrong becomes a [`Fault`] that costs the program its move.

use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::fs::{OFlags, fcntl_getfl, fcntl_setfl};
use rustix::process::{Pid, Signal, WaitId, WaitIdOptions, kill_process_group, waitid};
use serde::Deserialize;
use serde_json::{Value, json};

/// The protocol's version, told to every program in `start`.
pub const VERSION: u32 = 2;

/// The longest line heard from a program, in bytes; a longer one is garbage.
pub const MAX_LINE: usize = 4096;

/// The most lines heard from a program for one move (those left over from earlier
/// moves included); more is a flood, and the move a fault (garbage).
pub const MAX_LINES: u32 = 1000;

/// The most bytes of messages waiting for a program that does not read them; past it
/// its stdin is closed (it has stopped listening, and its moves will be late).
pub const MAX_UNREAD: usize = 4 << 20;

/// How long a program may take to exit after the game's `end` before it is killed.
const GRACE: Duration = Duration::from_millis(200);

/// Extra time on a program's first move of a game, for it to start (an interpreter on
/// a busy machine can take longer than a move's budget).
const STARTUP: Duration = Duration::from_secs(1);

/// How much is read from a program's stdout at once.
const CHUNK: usize = 8192;

/// Why a program's move was not played (a random legal move was, instead). The order
/// is that of a game record's fault counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fault {
    /// No best move by the deadline.
    Late,
    /// Only lines that are not `{"best": ...}` by the deadline, a line longer than
    /// [`MAX_LINE`], or more than [`MAX_LINES`] lines.
    Garbage,
    /// Its last best move is not a legal action.
    Illegal,
    /// It has exited, or closed its stdout.
    Crashed,
}

/// A program's report: `{"best": "7♥", "turn": 3}`, with `"final": true` to end its
/// thinking early. `turn` echoes the `go` it answers; version 1 programs may leave it
/// out (see [`Program::ask`]).
#[derive(Deserialize)]
struct Best {
    best: String,
    #[serde(default, rename = "final")]
    done: bool,
    turn: Option<u64>,
}

/// The process groups of the programs running now, for [`kill_all`].
static RUNNING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Set by [`kill_all`]: karty is ending, and no program may start any more (the next
/// game's would outlive it).
static ENDING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Kills every program still running, with everything it started (its process group
/// and, on Linux, whatever left it): when karty is interrupted or told to end, before
/// it exits.
pub fn kill_all() {
    let mut running = RUNNING.lock().unwrap_or_else(|err| err.into_inner());
    ENDING.store(true, std::sync::atomic::Ordering::SeqCst);
    let groups: Vec<i32> = running.drain(..).collect();
    for &group in &groups {
        if let Some(group) = Pid::from_raw(group) {
            let _ = kill_process_group(group, Signal::KILL);
        }
    }
    // Each program's own children pass to karty only once it has died; it is left
    // unreaped (its `Drop` reaps it), so its pid stays its own.
    for &group in &groups {
        if let Some(group) = Pid::from_raw(group) {
            let _ = waitid(
                WaitId::Pid(group),
                WaitIdOptions::EXITED | WaitIdOptions::NOWAIT,
            );
        }
    }
    sweep(&groups);
}

/// Whether karty has made itself the subreaper of the programs' descendants.
#[cfg(target_os = "linux")]
static ADOPTING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// A program that calls `setsid` (or forks one that does) leaves its process group, and
/// killing the group misses it; an orphan would then pass to init and run on. As a
/// child subreaper, karty is given every orphan below it instead, for [`sweep`] to end.
/// Set when the first program starts: nothing else karty runs needs it.
#[cfg(target_os = "linux")]
fn adopt_orphans() {
    if !ADOPTING.load(std::sync::atomic::Ordering::SeqCst)
        && rustix::process::set_child_subreaper(Some(rustix::process::getpid())).is_ok()
    {
        ADOPTING.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Elsewhere only the process group is killed.
#[cfg(not(target_os = "linux"))]
fn adopt_orphans() {}

/// How many passes [`sweep`] makes at most: each ends one generation of what programs
/// left behind (a process forking without end is still cut off).
#[cfg(target_os = "linux")]
const SWEEP_PASSES: usize = 1000;

/// Kills and reaps karty's children other than the programs in `known`: only orphans
/// the programs left (karty starts no other process while it runs an arena). Only
/// karty's own unreaped children are signalled, whose pids cannot pass to another
/// process meanwhile, so nothing else is ever hit; each one's children then pass to
/// karty, and the next pass ends them, until one finds none. Called under the lock of
/// [`RUNNING`], so two sweeps never race for the same pid.
#[cfg(target_os = "linux")]
fn sweep(known: &[i32]) {
    use rustix::process::{WaitOptions, kill_process, waitpid};
    if !ADOPTING.load(std::sync::atomic::Ordering::SeqCst) {
        return;
    }
    let me = i32::try_from(std::process::id()).unwrap_or(0);
    for _ in 0..SWEEP_PASSES {
        let orphans: Vec<Pid> = children_of(me)
            .into_iter()
            .filter(|pid| !known.contains(pid))
            .filter_map(Pid::from_raw)
            .collect();
        if orphans.is_empty() {
            return;
        }
        for &orphan in &orphans {
            let _ = kill_process(orphan, Signal::KILL);
        }
        for orphan in orphans {
            let _ = waitpid(Some(orphan), WaitOptions::empty());
        }
    }
}

/// Elsewhere no orphan comes to karty.
#[cfg(not(target_os = "linux"))]
fn sweep(_known: &[i32]) {}

/// The processes whose parent is `parent`, from /proc (zombies included).
#[cfg(target_os = "linux")]
fn children_of(parent: i32) -> Vec<i32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| {
            let pid: i32 = entry.ok()?.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // After the name in parentheses (which may hold anything): state, then ppid.
            let ppid: i32 = stat
                .rsplit_once(')')?
                .1
                .split_whitespace()
                .nth(1)?
                .parse()
                .ok()?;
            (ppid == parent).then_some(pid)
        })
        .collect()
}

/// One running outside program.
pub struct Program {
    child: Child,
    group: Pid,
    stdin: Option<ChildStdin>,
    stdout: Option<ChildStdout>,
    /// Bytes of messages the program has not read yet.
    unread: Vec<u8>,
    /// The line being read, up to [`MAX_LINE`] bytes.
    line: Vec<u8>,
    /// The line being read is longer than [`MAX_LINE`]: the rest of it is dropped.
    overlong: bool,
    /// Lines longer than [`MAX_LINE`] since the last move.
    overlong_lines: u32,
    /// The `go`s sent so far.
    turns: u64,
    /// Moves that ended with no answer: the next unnumbered answers are theirs, late.
    owed: u64,
}

/// What one line from a program says about the move being asked for.
enum Said {
    Nothing,
    Garbage,
    Best(String, bool),
}

impl Program {
    /// Starts `command`, split at spaces (no shell), in a process group of its own, and
    /// greets it with `hello`. An error says why it would not start.
    pub fn start(command: &str, hello: &Value) -> Result<Program, String> {
        let mut words = command.split_whitespace();
        let name = words.next().ok_or("an empty command")?;
        adopt_orphans();
        // Started and listed under one lock: a signal's [`kill_all`] waits for the list,
        // so a program that has just started is never missed.
        let mut running = RUNNING.lock().unwrap_or_else(|err| err.into_inner());
        if ENDING.load(std::sync::atomic::Ordering::SeqCst) {
            return Err("karty is ending".to_string());
        }
        let mut child = Command::new(name)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .process_group(0)
            .spawn()
            .map_err(|err| err.to_string())?;
        let group = Pid::from_child(&child);
        running.push(group.as_raw_nonzero().get());
        drop(running);
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let mut program = Program {
            child,
            group,
            stdin,
            stdout,
            unread: Vec::new(),
            line: Vec::new(),
            overlong: false,
            overlong_lines: 0,
            turns: 0,
            owed: 0,
        };
        for fd in [
            program.stdin.as_ref().map(rustix::fd::AsFd::as_fd),
            program.stdout.as_ref().map(rustix::fd::AsFd::as_fd),
        ]
        .into_iter()
        .flatten()
        {
            let flags = fcntl_getfl(fd).map_err(|err| err.to_string())?;
            fcntl_setfl(fd, flags | OFlags::NONBLOCK).map_err(|err| err.to_string())?;
        }
        program.send(hello);
        Ok(program)
    }

    /// Queues a message and writes what the program's pipe takes now.
    fn send(&mut self, message: &Value) {
        if self.stdin.is_none() {
            return;
        }
        if self.unread.len() > MAX_UNREAD {
            // It has stopped listening: it hears nothing more.
            self.stdin = None;
            self.unread = Vec::new();
            return;
        }
        self.unread
            .extend_from_slice(message.to_string().as_bytes());
        self.unread.push(b'\n');
        self.write_some();
    }

    /// Writes as much of [`Program::unread`] as the pipe takes without waiting.
    fn write_some(&mut self) {
        let Some(stdin) = self.stdin.as_mut() else {
            return;
        };
        while !self.unread.is_empty() {
            match stdin.write(&self.unread) {
                Ok(0) => break,
                Ok(written) => {
                    self.unread.drain(..written);
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(err) if err.kind() == io::ErrorKind::WouldBlock => return,
                Err(_) => {
                    // Gone: it simply stops hearing; its moves will fault.
                    self.stdin = None;
                    self.unread = Vec::new();
                    return;
                }
            }
        }
    }

    /// Waits until the program's stdout has something, its stdin takes more, or
    /// `deadline`; then writes and reads what it can without waiting. The lines read
    /// whole are added to `lines`.
    fn pump(&mut self, deadline: Instant, lines: &mut Vec<Vec<u8>>) {
        let left = deadline.saturating_duration_since(Instant::now());
        let timeout = Timespec {
            tv_sec: left.as_secs().try_into().unwrap_or(i64::MAX),
            tv_nsec: left.subsec_nanos().into(),
        };
        let mut fds = Vec::with_capacity(2);
        if let Some(stdout) = &self.stdout {
            fds.push(PollFd::new(stdout, PollFlags::IN));
        }
        if let Some(stdin) = self.stdin.as_ref().filter(|_| !self.unread.is_empty()) {
            fds.push(PollFd::new(stdin, PollFlags::OUT));
        }
        if fds.is_empty() {
            std::thread::sleep(left);
            return;
        }
        if let Err(err) = poll(&mut fds, Some(&timeout))
            && err != rustix::io::Errno::INTR
        {
            std::thread::sleep(left);
        }
        drop(fds);
        self.write_some();
        self.read_some(lines);
    }

    /// Reads one chunk of stdout, if any is waiting, into whole lines.
    fn read_some(&mut self, lines: &mut Vec<Vec<u8>>) {
        let Some(stdout) = self.stdout.as_mut() else {
            return;
        };
        let mut chunk = [0u8; CHUNK];
        let read = match stdout.read(&mut chunk) {
            Ok(0) => {
                self.stdout = None;
                return;
            }
            Ok(read) => read,
            Err(err)
                if matches!(
                    err.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
                ) =>
            {
                return;
            }
            Err(_) => {
                self.stdout = None;
                return;
            }
        };
        for piece in chunk[..read].split_inclusive(|&byte| byte == b'\n') {
            let (text, ends) = match piece.split_last() {
                Some((b'\n', text)) => (text, true),
                _ => (piece, false),
            };
            if !self.overlong {
                if self.line.len() + text.len() > MAX_LINE {
                    self.overlong = true;
                    self.overlong_lines = self.overlong_lines.saturating_add(1);
                    self.line = Vec::new();
                } else {
                    self.line.extend_from_slice(text);
                }
            }
            // A line that went past its limit ends here, unheard.
            if ends && !std::mem::take(&mut self.overlong) {
                lines.push(std::mem::take(&mut self.line));
            }
        }
    }

    /// Whether the process started has exited (it is not reaped here, so that its
    /// process group cannot be another's before it is killed).
    fn exited(&self) -> bool {
        let options = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
        matches!(
            waitid(WaitId::Pid(self.group), options),
            Ok(Some(_)) | Err(_)
        )
    }

    /// Whether the program can no longer answer.
    fn gone(&self) -> bool {
        self.stdout.is_none() || self.exited()
    }

    /// What a line says about turn `turn`. An answer naming another turn is late; an
    /// unnumbered one (protocol version 1) counts only when no earlier move is still
    /// owed its answer, which would otherwise be played for this one.
    fn hear(&mut self, line: &[u8], turn: u64) -> Said {
        let text = String::from_utf8_lossy(line);
        if text.trim().is_empty() {
            return Said::Nothing;
        }
        match serde_json::from_str::<Best>(&text) {
            Err(_) => Said::Garbage,
            Ok(report) => match report.turn {
                Some(said) if said == turn => Said::Best(report.best, report.done),
                Some(_) => Said::Nothing,
                None if self.owed > 0 => {
                    self.owed -= 1;
                    Said::Nothing
                }
                None => Said::Best(report.best, report.done),
            },
        }
    }

    /// Sends `position`, then `go` with `think` and the turn's number; gathers best moves
    /// until the deadline (or a final one), then sends `stop`. The last best move
    /// reported is the answer.
    pub fn ask(&mut self, position: &Value, think: Duration) -> Result<String, Fault> {
        // What is waiting now came too late for earlier moves: it is read (a bounded
        // amount, without waiting) so that it cannot count for this one.
        let mut heard = 0u32;
        let mut lines = Vec::new();
        for _ in 0..64 {
            if heard > MAX_LINES || !self.waiting() {
                break;
            }
            self.read_some(&mut lines);
            heard = heard.saturating_add(u32::try_from(lines.len()).unwrap_or(u32::MAX));
            for line in std::mem::take(&mut lines) {
                // Turn 0 is never asked: a numbered answer is late, an unnumbered one
                // pays what is owed.
                self.hear(&line, 0);
            }
        }
        if self.gone() {
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
        let mut garbage = std::mem::take(&mut self.overlong_lines) > 0;
        'move_: while heard <= MAX_LINES && Instant::now() < deadline && self.stdout.is_some() {
            self.pump(deadline, &mut lines);
            heard = heard.saturating_add(u32::try_from(lines.len()).unwrap_or(u32::MAX));
            for line in std::mem::take(&mut lines) {
                match self.hear(&line, turn) {
                    Said::Nothing => {}
                    Said::Garbage => garbage = true,
                    Said::Best(move_, done) => {
                        best = Some(move_);
                        if done {
                            break 'move_;
                        }
                    }
                }
            }
        }
        self.send(&json!({"type": "stop"}));
        // A line still going past its limit is garbage for every move it outlasts.
        garbage |= std::mem::take(&mut self.overlong_lines) > 0 || self.overlong;
        match best {
            _ if heard > MAX_LINES => Err(Fault::Garbage),
            Some(best) => Ok(best),
            None if self.gone() => Err(Fault::Crashed),
            None if garbage => Err(Fault::Garbage),
            None => {
                self.owed += 1;
                Err(Fault::Late)
            }
        }
    }

    /// Whether more of stdout is waiting to be read now.
    fn waiting(&self) -> bool {
        let Some(stdout) = &self.stdout else {
            return false;
        };
        let mut fds = [PollFd::new(stdout, PollFlags::IN)];
        let zero = Timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        matches!(poll(&mut fds, Some(&zero)), Ok(n) if n > 0)
    }

    /// Sends `end`, closes the program's stdin once it is written, and waits a moment
    /// for the program to exit; then its process group is killed (see `Drop`).
    pub fn finish(mut self, end: &Value) {
        self.send(end);
        let deadline = Instant::now() + GRACE;
        let mut lines = Vec::new();
        while Instant::now() < deadline && !self.exited() {
            if self.unread.is_empty() {
                self.stdin = None;
            }
            self.pump(
                deadline.min(Instant::now() + Duration::from_millis(10)),
                &mut lines,
            );
            lines.clear();
        }
    }
}

impl Drop for Program {
    /// Kills the program and everything it started, and reaps it.
    fn drop(&mut self) {
        // Killed, struck off and reaped under the lock: [`kill_all`] never signals a
        // group whose number may already be another's, nor sweeps this program.
        if let Ok(mut running) = RUNNING.lock() {
            let group = self.group.as_raw_nonzero().get();
            running.retain(|&running| running != group);
            let _ = kill_process_group(self.group, Signal::KILL);
            let _ = self.child.kill();
            let _ = self.child.wait();
            // Orphans cannot be told by whose they were: they are ended once no program
            // is left running, which in the arena is at the end of each game.
            if running.is_empty() {
                sweep(&[]);
            }
        } else {
            let _ = kill_process_group(self.group, Signal::KILL);
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

//! The search's memory: exact position keys of a few 64-bit words in one flat,
//! open-addressed table that grows by doubling within a bound in bytes.

/// The most words a key may take (see [`super::board::Layout`]).
pub(super) const MAX_WORDS: usize = 5;

/// Key bits being written, low bits first.
#[derive(Debug, Default)]
pub(super) struct Bits {
    pub words: [u64; MAX_WORDS],
    used: usize,
}

impl Bits {
    pub fn push(&mut self, value: u64, width: usize) {
        if width == 0 {
            return;
        }
        let (word, shift) = (self.used / 64, self.used % 64);
        self.words[word] |= value << shift;
        if shift + width > 64 {
            self.words[word + 1] |= value >> (64 - shift);
        }
        self.used += width;
    }
}

/// The first slots of a new table.
const FIRST_SLOTS: usize = 1 << 12;

/// A set of keys of `width` words each. A key's first bit is always set, so a slot of
/// zeros is empty. It doubles when half full (linear probing stays short), only while
/// the old table and the new one together fit in the bound; one that cannot grow fills
/// to 3/4, and then a key it cannot take stops the search ([`super::Stop::Memory`]).
pub(super) struct Table {
    width: usize,
    slots: Vec<u64>,
    len: usize,
    /// Most bytes the table may take, the moment of growing included.
    bound: usize,
}

fn hash(key: &[u64]) -> u64 {
    let mut h: u64 = 0;
    for &word in key {
        h = (h ^ word)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
    // MurmurHash3's finaliser, so that every bit of the key reaches every bit.
    h ^= h >> 33;
    h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    h ^= h >> 33;
    h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    h ^ (h >> 33)
}

/// The outcome of [`Table::insert`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Inserted {
    New,
    Known,
    Full,
}

impl Table {
    /// A table whose first slots hold `keys` keys without growing (at most
    /// [`FIRST_SLOTS`]): a search of a few hundred positions then clears little.
    pub fn for_keys(width: usize, bound: usize, keys: usize) -> Table {
        let first = keys
            .saturating_mul(2)
            .saturating_add(2)
            .min(FIRST_SLOTS)
            .next_power_of_two()
            .max(16);
        let bytes = first * width * 8;
        let slots = if bytes <= bound {
            vec![0; first * width]
        } else {
            Vec::new()
        };
        Table {
            width,
            slots,
            len: 0,
            bound,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// The bytes the table takes.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 8
    }

    fn capacity(&self) -> usize {
        self.slots.len() / self.width
    }

    /// Adds a key of `width` words; `Known` if it was there.
    pub fn insert(&mut self, key: &[u64]) -> Inserted {
        debug_assert!(key.len() == self.width && key[0] & 1 == 1);
        if (self.len + 1) * 2 > self.capacity()
            && !self.grow()
            && (self.len + 1) * 4 > self.capacity() * 3
        {
            if self.contains(key) {
                return Inserted::Known;
            }
            return Inserted::Full;
        }
        let mask = self.capacity() - 1;
        let mut slot = hash(key) as usize & mask;
        loop {
            let at = slot * self.width;
            let there = &mut self.slots[at..at + self.width];
            if there[0] == 0 {
                there.copy_from_slice(key);
                self.len += 1;
                return Inserted::New;
            }
            if there[0] == key[0] && there == key {
                return Inserted::Known;
            }
            slot = (slot + 1) & mask;
        }
    }

    fn contains(&self, key: &[u64]) -> bool {
        let capacity = self.capacity();
        if capacity == 0 {
            return false;
        }
        let mask = capacity - 1;
        let mut slot = hash(key) as usize & mask;
        loop {
            let at = slot * self.width;
            let there = &self.slots[at..at + self.width];
            if there[0] == 0 {
                return false;
            }
            if there[0] == key[0] && there == key {
                return true;
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Empties the table, keeping its slots, for another search of keys as wide
    /// within the same bound: the sampling player's many small searches then set up
    /// no table each.
    pub fn clear(&mut self) {
        self.slots.fill(0);
        self.len = 0;
    }

    /// Whether [`Table::clear`] gives what [`Table::for_keys`] would: the same key width
    /// and bound (a table grown earlier fills up, under the same bound, exactly when
    /// a new one would).
    pub fn fits(&self, width: usize, bound: usize) -> bool {
        self.width == width && self.bound == bound
    }

    /// Sets the most bytes the table may take from now on (it never shrinks: one
    /// already bigger no longer grows).
    pub fn limit(&mut self, bound: usize) {
        self.bound = bound;
    }

    /// Doubles the table if old and new fit in the bound together.
    fn grow(&mut self) -> bool {
        let capacity = self.capacity();
        if capacity == 0 || 3 * capacity * self.width * 8 > self.bound {
            return false;
        }
        let old = std::mem::replace(&mut self.slots, vec![0; 2 * capacity * self.width]);
        let mask = 2 * capacity - 1;
        for key in old.chunks_exact(self.width) {
            if key[0] == 0 {
                continue;
            }
            let mut slot = hash(key) as usize & mask;
            while self.slots[slot * self.width] != 0 {
                slot = (slot + 1) & mask;
            }
            self.slots[slot * self.width..(slot + 1) * self.width].copy_from_slice(key);
        }
        true
    }
}

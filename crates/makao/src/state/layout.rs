//! How a state file is laid out for people to read and edit.

/// Pretty JSON in the struct's own field order (the schema's, in the crate docs) where
/// arrays of plain values stay on one line (`"hand": ["5H", "9C"]`), so that a person
/// can read and edit a state file. Arrays in the file are either all plain values or
/// all objects, so the first item decides how an array is laid out.
#[derive(Default)]
pub(super) struct Layout {
    /// Per open array or object: whether it is an inline array, and whether it has items.
    open: Vec<Open>,
    /// An array item is about to start; its separator waits until we know its kind.
    item_pending: bool,
}

#[derive(Clone, Copy)]
struct Open {
    /// `Some(inline)` for an array once its first item is seen, `None` before; objects
    /// are never inline.
    inline: Option<bool>,
    items: bool,
}

impl Layout {
    fn pad<W: ?Sized + std::io::Write>(writer: &mut W, depth: usize) -> std::io::Result<()> {
        (0..depth).try_for_each(|_| writer.write_all(b"  "))
    }

    /// Before any value: the separator of a pending array item, now that we know
    /// whether the item is a container.
    fn value<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        container: bool,
    ) -> std::io::Result<()> {
        if !std::mem::take(&mut self.item_pending) {
            return Ok(());
        }
        let depth = self.open.len();
        let Some(open) = self.open.last_mut() else {
            return Ok(());
        };
        let inline = *open.inline.get_or_insert(!container);
        let first = !std::mem::replace(&mut open.items, true);
        match (inline, first) {
            (true, true) => Ok(()),
            (true, false) => writer.write_all(b", "),
            (false, first) => {
                writer.write_all(if first { b"\n" } else { b",\n" })?;
                Self::pad(writer, depth)
            }
        }
    }

    fn close<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        bracket: &[u8],
    ) -> std::io::Result<()> {
        let open = self.open.pop().unwrap_or(Open {
            inline: None,
            items: false,
        });
        if open.items && open.inline != Some(true) {
            writer.write_all(b"\n")?;
            Self::pad(writer, self.open.len())?;
        }
        writer.write_all(bracket)
    }
}

macro_rules! plain_values {
    ($($method:ident: $type:ty),*) => {$(
        fn $method<W: ?Sized + std::io::Write>(&mut self, writer: &mut W, value: $type) -> std::io::Result<()> {
            self.value(writer, false)?;
            serde_json::ser::CompactFormatter.$method(writer, value)
        }
    )*};
}

impl serde_json::ser::Formatter for Layout {
    plain_values!(
        write_bool: bool, write_i8: i8, write_i16: i16, write_i32: i32, write_i64: i64,
        write_i128: i128, write_u8: u8, write_u16: u16, write_u32: u32, write_u64: u64,
        write_u128: u128, write_f32: f32, write_f64: f64, write_number_str: &str,
        write_raw_fragment: &str
    );

    fn write_null<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, false)?;
        writer.write_all(b"null")
    }

    fn begin_string<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, false)?;
        writer.write_all(b"\"")
    }

    fn begin_array<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, true)?;
        self.open.push(Open {
            inline: None,
            items: false,
        });
        writer.write_all(b"[")
    }

    fn end_array<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.close(writer, b"]")
    }

    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        _writer: &mut W,
        _first: bool,
    ) -> std::io::Result<()> {
        self.item_pending = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, true)?;
        self.open.push(Open {
            inline: Some(false),
            items: false,
        });
        writer.write_all(b"{")
    }

    fn end_object<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.close(writer, b"}")
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if let Some(open) = self.open.last_mut() {
            open.items = true;
        }
        writer.write_all(if first { b"\n" } else { b",\n" })?;
        Self::pad(writer, self.open.len())
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
    ) -> std::io::Result<()> {
        writer.write_all(b": ")
    }
}

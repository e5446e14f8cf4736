//! State files as a careless person or a broken program might edit them, for the fuzz
//! tests of every engine's loader: items of a list deleted, duplicated or swapped, any
//! value replaced by one of the wrong type or an edge number or odd text, the text cut
//! short. Indices are taken modulo the lengths they index, so any numbers will do (a
//! property test draws them).

use serde_json::{Value, json};

/// One step into a JSON value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Key {
    Field(String),
    Item(usize),
}

/// Every node below `value`, as paths from it.
pub fn paths(value: &Value) -> Vec<Vec<Key>> {
    let mut out = Vec::new();
    let mut walk = vec![(Vec::new(), value)];
    while let Some((path, node)) = walk.pop() {
        let children: Vec<(Key, &Value)> = match node {
            Value::Object(map) => map
                .iter()
                .map(|(k, v)| (Key::Field(k.clone()), v))
                .collect(),
            Value::Array(items) => items
                .iter()
                .enumerate()
                .map(|(i, v)| (Key::Item(i), v))
                .collect(),
            _ => Vec::new(),
        };
        for (key, child) in children {
            let mut below = path.clone();
            below.push(key);
            out.push(below.clone());
            walk.push((below, child));
        }
    }
    out
}

/// The node at `path`, if there is one.
pub fn node_mut<'a>(value: &'a mut Value, path: &[Key]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |node, key| match key {
        Key::Field(name) => node.get_mut(name.as_str()),
        Key::Item(i) => node.get_mut(*i),
    })
}

/// The lists held in fields named one of `names` (hands, stock, ...), wherever they are.
pub fn lists_named(value: &Value, names: &[&str]) -> Vec<Vec<Key>> {
    paths(value)
        .into_iter()
        .filter(
            |path| matches!(path.last(), Some(Key::Field(name)) if names.contains(&name.as_str())),
        )
        .collect()
}

/// The list at `path`, if that is a list.
pub fn list_mut<'a>(value: &'a mut Value, path: &[Key]) -> Option<&'a mut Vec<Value>> {
    node_mut(value, path).and_then(Value::as_array_mut)
}

/// Values that could be anything's: wrong types, edge numbers, odd text.
pub fn odd_value(which: usize) -> Value {
    let values = [
        json!(null),
        json!(true),
        json!("x"),
        json!([]),
        json!({}),
        json!(-1),
        json!(0),
        json!(1),
        json!(2),
        json!(17),
        json!(65_535),
        json!(4_294_967_296u64),
        json!(u64::MAX),
        json!(i64::MIN),
        json!(1.5),
        json!(1e300),
        json!("🂡"),
        json!("10♥\u{0}"),
        json!("Ⅻ♠"),
        json!("ＡＳ"),
        json!("5H"),
        json!("KS"),
        json!("jc"),
        json!("x".repeat(70_000)),
    ];
    values[which % values.len()].clone()
}

/// An edit of a state file; `list` picks among the lists of cards, `at` within one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mutation {
    Delete {
        list: usize,
        at: usize,
    },
    Duplicate {
        list: usize,
        at: usize,
        into: usize,
    },
    Swap {
        a: usize,
        i: usize,
        b: usize,
        j: usize,
    },
    Replace {
        at: usize,
        which: usize,
    },
}

impl Mutation {
    /// A mutation from any five numbers: the first picks the kind, the rest its indices
    /// (what a property test draws).
    pub fn from_numbers((kind, a, b, c, d): (usize, usize, usize, usize, usize)) -> Mutation {
        match kind % 4 {
            0 => Mutation::Delete { list: a, at: b },
            1 => Mutation::Duplicate {
                list: a,
                at: b,
                into: c,
            },
            2 => Mutation::Swap {
                a,
                i: b,
                b: c,
                j: d,
            },
            _ => Mutation::Replace { at: a, which: b },
        }
    }
}

/// Applies `mutation` to `state`, whose lists of cards are the fields named `lists`.
pub fn mutate(state: &mut Value, lists: &[&str], mutation: &Mutation) {
    let lists = lists_named(state, lists);
    let path = |n: usize| lists.get(n % lists.len().max(1)).cloned();
    match *mutation {
        Mutation::Delete { list, at } => {
            if let Some(cards) = path(list).and_then(|p| list_mut(state, &p))
                && !cards.is_empty()
            {
                let at = at % cards.len();
                cards.remove(at);
            }
        }
        Mutation::Duplicate { list, at, into } => {
            let card = path(list)
                .and_then(|p| list_mut(state, &p))
                .filter(|cards| !cards.is_empty())
                .map(|cards| cards[at % cards.len()].clone());
            if let (Some(card), Some(cards)) = (card, path(into).and_then(|p| list_mut(state, &p)))
            {
                cards.push(card);
            }
        }
        Mutation::Swap { a, i, b, j } => {
            let mut take = |list: usize, at: usize| {
                let path = path(list)?;
                let cards = list_mut(state, &path).filter(|c| !c.is_empty())?;
                let at = at % cards.len();
                Some((path, at, cards[at].clone()))
            };
            if let (Some((pa, ia, ca)), Some((pb, ib, cb))) = (take(a, i), take(b, j)) {
                if let Some(cards) = list_mut(state, &pa) {
                    cards[ia] = cb;
                }
                if let Some(cards) = list_mut(state, &pb) {
                    cards[ib] = ca;
                }
            }
        }
        Mutation::Replace { at, which } => {
            let all = paths(state);
            if let Some(node) = all
                .get(at % all.len().max(1))
                .and_then(|p| node_mut(state, p))
            {
                *node = odd_value(which);
            }
        }
    }
}

/// `text` cut after about `at` bytes (on a character boundary).
pub fn truncated(text: &str, at: usize) -> &str {
    let at = at % (text.len() + 1);
    let at = (0..=at)
        .rev()
        .find(|i| text.is_char_boundary(*i))
        .unwrap_or(0);
    &text[..at]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_edit_the_named_lists_and_any_node() {
        let state = json!({"hand": ["AS", "2H"], "stock": ["3C"], "n": 1});
        let mut deleted = state.clone();
        mutate(
            &mut deleted,
            &["hand", "stock"],
            &Mutation::Delete { list: 0, at: 1 },
        );
        let total =
            |v: &Value| v["hand"].as_array().unwrap().len() + v["stock"].as_array().unwrap().len();
        assert_eq!(total(&deleted), 2);
        let mut duplicated = state.clone();
        mutate(
            &mut duplicated,
            &["hand", "stock"],
            &Mutation::Duplicate {
                list: 0,
                at: 0,
                into: 1,
            },
        );
        assert_eq!(total(&duplicated), 4);
        let mut replaced = state.clone();
        mutate(&mut replaced, &[], &Mutation::Replace { at: 0, which: 0 });
        assert_ne!(replaced, state);
        assert_eq!(truncated("ab♥", 3), "ab");
        assert_eq!(truncated("abc", 99), "abc".get(..99 % 4).unwrap_or("abc"));
    }
}

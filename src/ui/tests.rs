//! The tests of [`super`]: questions, lines, menus and wrapping.

use super::*;

#[test]
fn numbers_out_of_range_or_not_numbers_are_explained() {
    assert_eq!(parse_number_in(" 3 ", 1, 9), Ok(3));
    assert!(
        parse_number_in("0", 1, 9)
            .unwrap_err()
            .contains("out of range")
    );
    assert!(
        parse_number_in("abc", 1, 9)
            .unwrap_err()
            .contains("not a number")
    );
    assert!(
        parse_number_in("", 1, 9)
            .unwrap_err()
            .contains("from 1 to 9")
    );
    assert!(
        parse_number_in("99999999999999999999999", 1, 9)
            .unwrap_err()
            .contains("not a number")
    );
}

#[test]
fn scripted_choose_retries_until_valid_and_ends_at_eof() {
    let items = vec!["a".to_string(), "b".to_string()];
    let mut ui = Ui::scripted("x\n7\n2\n");
    assert_eq!(ui.choose("Pick", &items).unwrap(), Some(1));
    assert_eq!(ui.choose("Pick", &items).unwrap(), None);
}

#[test]
fn lines_are_read_up_to_4_kib_and_the_rest_of_a_longer_one_is_dropped() {
    let mut script = "x".repeat(64 << 20);
    script.push_str("\r\nok\r\n");
    script.push_str(&"y".repeat(MAX_LINE_BYTES));
    script.push_str("\ntail");
    let mut input = io::BufReader::new(io::Cursor::new(script.into_bytes()));
    let mut next = || read_bounded_line(&mut input, MAX_LINE_BYTES).unwrap();
    assert_eq!(next(), Line::TooLong);
    assert_eq!(next(), Line::Text("ok".to_string()));
    assert_eq!(next(), Line::Text("y".repeat(MAX_LINE_BYTES)));
    assert_eq!(next(), Line::Text("tail".to_string()));
    assert_eq!(next(), Line::End);
    let mut ui = Ui::scripted(&format!("{}\n7\n", "9".repeat(5000)));
    assert_eq!(ui.ask_number("How many?", 1, 9).unwrap(), Some(7));
    let mut ui = Ui::scripted(&format!("go {}\n", "z".repeat(4000)));
    ui.ask("Move?").unwrap();
    let quoted = format!("{}…", "z".repeat(text::QUOTE_CHARS));
    assert_eq!(
        ui.say_text(format!("\"{}\" is not a card", "z".repeat(4000))),
        format!("\"{quoted}\" is not a card")
    );
}

#[test]
fn arrow_menus_move_wrap_around_and_choose_by_number() {
    let mut cursor = MenuCursor::new(12, 0);
    assert_eq!(cursor.press(&Key::ArrowUp, 5), None);
    assert_eq!(cursor.at, 11, "up from the top goes to the bottom");
    assert_eq!(cursor.press(&Key::ArrowDown, 5), None);
    assert_eq!(cursor.at, 0);
    assert_eq!(cursor.press(&Key::Char('j'), 5), None);
    assert_eq!(cursor.press(&Key::Enter, 5), Some(MenuEnd::Chosen(1)));
    // 5 of 12 chooses at once; 1 waits for a second digit (10, 11, 12) or Enter.
    assert_eq!(cursor.press(&Key::Char('5'), 5), Some(MenuEnd::Chosen(4)));
    assert_eq!(cursor.press(&Key::Char('1'), 5), None);
    assert_eq!(cursor.at, 0);
    assert_eq!(cursor.press(&Key::Char('2'), 5), Some(MenuEnd::Chosen(11)));
    assert_eq!(cursor.press(&Key::Char('1'), 5), None);
    assert_eq!(cursor.press(&Key::Enter, 5), Some(MenuEnd::Chosen(0)));
    // After a pause a digit begins a new number: 1, then 2 later, is the second entry.
    assert_eq!(cursor.press(&Key::Char('1'), 5), None);
    cursor.start_afresh();
    assert_eq!(cursor.press(&Key::Char('2'), 5), Some(MenuEnd::Chosen(1)));
    // Numbers that are no entry move nothing.
    assert_eq!(cursor.press(&Key::Char('0'), 5), None);
    let mut small = MenuCursor::new(3, 1);
    assert_eq!(small.press(&Key::Char('9'), 5), None);
    assert_eq!(small.at, 1);
    assert_eq!(small.press(&Key::Char('3'), 5), Some(MenuEnd::Chosen(2)));
    assert_eq!(small.press(&Key::Escape, 5), Some(MenuEnd::Back));
    assert_eq!(small.press(&Key::Char('q'), 5), Some(MenuEnd::Back));
    assert_eq!(small.press(&Key::Char('\u{4}'), 5), Some(MenuEnd::Ended));
}

#[test]
fn an_arrow_menu_pages_in_any_window_even_one_row() {
    for rows in 0..30 {
        for len in 1..15 {
            for at in 0..len {
                let window = MenuCursor::new(len, at).window(rows);
                assert!(window.contains(&at), "{rows} rows, {len} entries, at {at}");
                assert!(window.end <= len && !window.is_empty());
                assert!(window.len() < rows.max(2), "{rows} rows: {window:?}");
            }
        }
    }
}

#[test]
fn help_wraps_at_words_under_its_own_column() {
    let help = "Commands:\n  save FILE    save the game; karty makao --load FILE resumes it\n\
                Lay a card of the top's suit or of its rank; a queen goes on anything.";
    let wrapped = wrap(help, 40);
    assert_eq!(
        wrapped,
        "Commands:\n  save FILE    save the game; karty\n               makao --load FILE resumes\n               it\n\
         Lay a card of the top's suit or of its\nrank; a queen goes on anything."
    );
    assert!(wrapped.lines().all(|line| line.chars().count() <= 40));
    assert_eq!(wrap(help, 200), help, "nothing to wrap");
    // Tiny widths and endless words never panic, and no word is lost.
    for width in 0..12 {
        let text = wrap(&format!("{} {help}", "x".repeat(50)), width);
        let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        assert_eq!(words(&text), words(&format!("{} {help}", "x".repeat(50))));
    }
}

#[test]
fn computer_moves_wait_only_on_a_terminal_without_plain_or_fast() {
    assert_eq!(move_pause(true, false, false), Some(MOVE_PAUSE));
    assert!((600..=800).contains(&MOVE_PAUSE.as_millis()));
    for (terminal, plain, fast) in [
        (false, false, false),
        (true, true, false),
        (true, false, true),
        (false, true, true),
    ] {
        assert_eq!(move_pause(terminal, plain, fast), None);
    }
    let mut ui = Ui::scripted("");
    assert_eq!(ui.pace, None, "a script never waits");
    ui.pace = Some(MOVE_PAUSE);
    ui.set_fast(true);
    assert_eq!(ui.pace, None);
}

#[test]
fn esc_or_q_go_back_from_a_question_that_allows_it() {
    let mut ui = Ui::scripted("7\nq\n2\x1b[A\nx\n3\n");
    assert_eq!(
        ui.ask_number_or_back("How many?", 1, 4).unwrap(),
        Reply::Back
    );
    // Esc ends its line at once (on a terminal, the rest of an arrow key's sequence
    // is dropped; a script's is read as a wrong answer).
    assert_eq!(
        ui.ask_number_or_back("How many?", 1, 4).unwrap(),
        Reply::Back
    );
    assert_eq!(
        ui.ask_number_or_back("How many?", 1, 4).unwrap(),
        Reply::Given(3)
    );
    assert_eq!(
        ui.ask_number_or_back("How many?", 1, 4).unwrap(),
        Reply::Ended
    );
}

#[test]
fn yes_and_no_in_three_languages() {
    assert_eq!(parse_yes_no("Yes"), Some(true));
    assert_eq!(parse_yes_no("tak"), Some(true));
    assert_eq!(parse_yes_no("ne"), Some(false));
    assert_eq!(parse_yes_no("maybe"), None);
    let mut ui = Ui::scripted("maybe\nn\n");
    assert_eq!(ui.confirm("Twist?").unwrap(), Some(false));
}

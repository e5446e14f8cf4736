//! karty in English, Polish, Czech and Serbian (Latin and Cyrillic): one turn of each
//! game at the terminal in each language (snapshots), the language chosen by `--lang` or
//! the locale, and machine-readable output that never changes with the language.

use crate::karty;

const LANGUAGES: [&str; 5] = ["en", "pl", "cs", "sr", "sr-Cyrl"];

/// What karty prints for `args` given `input`, with its standard error checked for a
/// panic.
fn run(args: &[&str], input: &str) -> String {
    let output = karty().args(args).write_stdin(input).output().unwrap();
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(!err.contains("panicked"), "{err}");
    String::from_utf8(output.stdout).unwrap()
}

/// Ala and a computer player at Makao, dealt from seed 3.
const MAKAO: [&str; 7] = [
    "makao",
    "--plain",
    "--no-stats",
    "--seed",
    "3",
    "--names",
    "Ala",
];

/// A Makao table of Ala and a computer player in `rules`, dealt from seed 3, in `lang`,
/// given `input`.
fn makao(rules: &str, lang: &str, input: &str) -> String {
    let mut args = MAKAO.to_vec();
    args.extend(["--rules", rules, "--lang", lang]);
    run(&args, input)
}

/// One turn of `game` in `lang`: the first screen, a move, what follows it, and leaving.
fn one_turn(game: &str, lang: &str) -> String {
    let (args, input): (&[&str], &str) = match game {
        "makao" => return makao("polish", lang, "0\nquit\n\n"),
        "klondike" => (
            &["klondike", "--plain", "--no-stats", "--seed", "1"],
            "u\nquit\n\n",
        ),
        _ => (
            &[
                "saboteur",
                "--plain",
                "--no-stats",
                "--seed",
                "5",
                "--names",
                "Ala",
                "--ascii",
            ],
            "discard 1\n",
        ),
    };
    let mut args = args.to_vec();
    args.extend(["--lang", lang]);
    run(&args, input)
}

#[test]
fn one_turn_of_each_game_in_each_language() {
    for game in ["makao", "klondike", "saboteur"] {
        let english = one_turn(game, "en");
        for lang in LANGUAGES {
            let out = one_turn(game, lang);
            if lang != "en" {
                assert_ne!(out, english, "{game} speaks {lang}");
            }
            insta::assert_snapshot!(format!("{game}_{lang}"), out);
        }
    }
}

#[test]
fn the_games_own_words_are_said_as_their_players_say_them() {
    let polish = makao("polish", "pl", "?\nquit\n\n");
    assert!(
        polish.contains("dama na wszystko, wszystko na damę"),
        "{polish}"
    );
    let serbian = makao("serbian", "sr", "?\nquit\n\n");
    for word in ["žandar", "talon", "Makao", "Dalje"] {
        assert!(serbian.contains(word), "{word}: {serbian}");
    }
    let czech = one_turn("klondike", "cs");
    assert!(czech.contains("Zadej tah: "), "{czech}");
}

#[test]
fn the_locale_chooses_the_language_and_lang_overrides_it() {
    let said = |env: &[(&str, &str)], extra: &[&str]| {
        let mut cmd = karty();
        cmd.env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        for (key, value) in env {
            cmd.env(key, value);
        }
        let output = cmd
            .args(MAKAO)
            .args(extra)
            .write_stdin("quit\n\n")
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    assert!(said(&[], &[]).contains("Your move?"));
    assert!(said(&[("LANG", "pl_PL.UTF-8")], &[]).contains("Twój ruch?"));
    assert!(said(&[("LC_MESSAGES", "cs_CZ.UTF-8"), ("LANG", "pl_PL")], &[]).contains("Tvůj tah?"));
    assert!(said(&[("LC_ALL", "C"), ("LANG", "pl_PL.UTF-8")], &[]).contains("Your move?"));
    assert!(said(&[("LANG", "sr_RS@latin")], &[]).contains("Tvoj potez?"));
    assert!(said(&[("LANG", "sr_RS.UTF-8")], &[]).contains("Твој потез?"));
    assert!(said(&[("LANG", "de_DE.UTF-8")], &[]).contains("Your move?"));
    assert!(said(&[("LANG", "pl_PL.UTF-8")], &["--lang", "en"]).contains("Your move?"));
    assert!(said(&[], &["--lang", "sr-Cyrl"]).contains("Твој потез?"));
}

#[test]
fn an_unknown_language_is_a_usage_error() {
    let output = karty().args(["--lang", "de", "stats"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(err.contains("sr-Cyrl"), "the languages are listed: {err}");
}

#[test]
fn machine_readable_output_is_the_same_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for (game, setup) in [
        ("makao", &[][..]),
        ("klondike", &[][..]),
        ("saboteur", &["--players", "4"][..]),
    ] {
        let new = [&[game, "state", "--seed", "7"][..], setup].concat();
        let state = run(&new, "");
        let file = dir.path().join(format!("{game}.json"));
        std::fs::write(&file, &state).unwrap();
        let file = file.to_str().unwrap();
        let moves = run(&[game, "moves", "--state", file], "");
        assert!(!moves.trim().is_empty(), "{game} has moves");
        let first = moves.lines().next().unwrap().to_string();
        let play = run(&[game, "play", "--state", file, &first], "");
        for lang in LANGUAGES {
            // Before the command: `play` reads every word after it as the action.
            let with = |args: &[&str]| {
                let mut all = vec!["--lang", lang];
                all.extend(args);
                run(&all, "")
            };
            assert_eq!(with(&new), state, "{game} state in {lang}");
            assert_eq!(
                with(&[game, "moves", "--state", file]),
                moves,
                "{game} moves in {lang}"
            );
            assert_eq!(
                with(&[game, "play", "--state", file, &first]),
                play,
                "{game} play in {lang}"
            );
        }
        let mut polish = karty();
        polish.env("LC_ALL", "pl_PL.UTF-8");
        let output = polish
            .args([game, "moves", "--state", file])
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8(output.stdout).unwrap(),
            moves,
            "{game} under a Polish locale"
        );
    }
}

#[test]
fn the_menu_and_a_games_settings_speak_the_language() {
    let out = run(&["--plain", "--seed", "1", "--lang", "pl"], "2\n");
    for said in [
        "karty: menu główne (talia: 52 karty)",
        "Zagraj w przeglądarce",
        "Zagraj: Sabotażysta",
        "Zasady: polish",
        "Gracze komputerowi: domyślnie",
        "Do widzenia.",
    ] {
        assert!(out.contains(said), "{said}: {out}");
    }
    let cyrillic = run(&["--plain", "--seed", "1", "--lang", "sr-Cyrl"], "");
    assert!(
        cyrillic.contains("главни мени (шпил: 52 карте)"),
        "{cyrillic}"
    );
}

#[test]
fn the_history_and_a_replay_speak_the_chosen_language() {
    let data = tempfile::tempdir().unwrap();
    let in_data = |args: &[&str], input: &str| {
        let output = karty()
            .env("KARTY_DATA_DIR", data.path())
            .args(args)
            .write_stdin(input.to_string())
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let none = in_data(&["--lang", "pl", "history"], "");
    assert!(none.contains("Nie zapisano jeszcze żadnej gry."), "{none}");
    // One Klondike move, then quit: a game to step through, in Czech and in English.
    in_data(&["klondike", "--plain", "--seed", "1"], "U\nquit\n");
    let czech = in_data(&["--lang", "cs", "replay", "1"], "\nq\n");
    assert!(czech.contains("Začátek, před tahem 1 z 1."), "{czech}");
    assert!(czech.contains("Tah 1 z 1: "), "{czech}");
    let english = in_data(&["replay", "1"], "\nq\n");
    assert!(english.contains("Start, before move 1 of 1."), "{english}");
    // The history's headings and endings too.
    let polish = in_data(&["--lang", "pl", "history"], "");
    assert!(polish.starts_with("nr  gra"), "{polish}");
    assert!(polish.contains("porzucona"), "{polish}");
    let serbian = in_data(&["--lang", "sr-Cyrl", "history"], "");
    assert!(serbian.contains("напуштена"), "{serbian}");
}

#[test]
fn the_menu_names_each_game_as_its_language_does() {
    let polish = crate::stdout_of(
        karty()
            .args(["--lang", "pl", "--plain"])
            .write_stdin("3\n5\n13\n"),
    );
    assert!(polish.contains("3) Zagraj: Sabotażysta"), "{polish}");
    assert!(
        polish.contains("Sabotażysta: zacznij albo najpierw zmień ustawienie"),
        "{polish}"
    );
    assert!(
        polish.contains("Otwórz zapisaną grę: Sabotażysta"),
        "{polish}"
    );
    let english = crate::stdout_of(karty().args(["--plain"]).write_stdin("3\n5\n13\n"));
    assert!(english.contains("Saboteur: start"), "{english}");
}

#[test]
fn saboteur_refusals_give_their_reasons_in_the_language() {
    let table = |lang: &str| {
        crate::stdout_of(
            karty()
                .args(["--lang", lang, "--seed", "1", "saboteur", "--plain"])
                .args(["--names", "Ala", "--players", "3"])
                .write_stdin("discard 9\nplay 4 at A1\nplay 4 at Z9\nquit\n\n"),
        )
    };
    let polish = table("pl");
    assert!(
        polish.contains("discard 9: odmowa: nie masz karty nr 9: kart w ręce: 6."),
        "{polish}"
    );
    assert!(
        polish.contains("karta na A1 nie byłaby połączona ze startem ścieżką"),
        "{polish}"
    );
    assert!(polish.contains("`Z9` to nie pole"), "{polish}");
    let czech = table("cs");
    assert!(
        czech.contains("karta na A1 by nebyla cestou spojena se startem"),
        "{czech}"
    );
    let english = table("en");
    assert!(
        english.contains("discard 9 is refused: you have no card 9: your hand holds 6."),
        "{english}"
    );
}

#[test]
fn makao_refusals_say_what_may_be_done_instead_in_the_language() {
    let table = |lang: &str| {
        crate::stdout_of(
            karty()
                .args(["--lang", lang, "--seed", "3", "makao", "--rules", "macau"])
                .args(["--names", "Ala", "--plain"])
                .write_stdin("pass\nquit\n\n"),
        )
    };
    let polish = table("pl");
    assert!(
        polish.contains(
            "Niedozwolone: teraz nie można: spasować; twoja kolej: połóż karty albo dobierz."
        ),
        "{polish}"
    );
    let english = table("en");
    assert!(
        english.contains("Not allowed: you cannot pass now: it is your turn: lay cards or draw."),
        "{english}"
    );
}

//! Golden shuffles: the exact order a seed gives, committed so that any change of
//! generator, algorithm or dependency feature that would change deals fails here.
//! Cards are listed bottom to top of the shuffled list, in the two-character code.

use cards::{Card, packs, seeded, shuffle};

fn shuffled_codes(seed: u64, pack_count: usize) -> String {
    let mut cards: Vec<Card> = packs(pack_count);
    shuffle(&mut cards, &mut seeded(seed));
    cards.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
}

#[test]
fn golden_order_seed_0_one_pack() {
    assert_eq!(
        shuffled_codes(0, 1),
        "8D 3D TC 6D KC 9D JD QC 9C 2D 7H 8S QD JS KD 9H AH 4H KH 4D 7D 7S 5D TH AC 7C QS 6C 9S 3S TD TS 4C KS 8C JH 3H 3C 5C 6S 4S 2H 5S AS AD 2C JC QH 2S 6H 8H 5H"
    );
}

#[test]
fn golden_order_seed_0_two_packs() {
    assert_eq!(
        shuffled_codes(0, 2),
        "KH 9S KC KD AD QH AC 2H TC 2D KC 6S 7S 5C KH 8H JD AS AC 4H TS 7C 6S JC 6H 3C 9H AD 8C 4D QS 6C 5C 2S 3S 8H 8S 4H 6D KS 5H 2S 8D 2D 9H 5H 4S QD KD JC 3C 4C 3D 7D 7D 2H TD AS 3H 9C JH TH TH QC KS 9C AH 3D 3H 7H JS AH 9D 7H 5D 6H TC 7C 4C 8C JH 5S QS QH TD 6C 2C 5S JD 7S TS JS 8S 5D 9S 4D 6D 8D 4S QC 3S QD 2C 9D"
    );
}

#[test]
fn golden_order_seed_7_one_pack() {
    assert_eq!(
        shuffled_codes(7, 1),
        "7C 5H AC QC 6D 3C KD JC KH AH 7D 2H 3D KS KC AD 8H JH 4D QS 3S 6H TD JS 8C 8D 2S 2C 4H QH AS TC 2D QD 8S 7S 5C 7H 4C 5D 9S 6S 5S 6C 3H 9D TH 9C 9H JD TS 4S"
    );
}

#[test]
fn golden_order_seed_7_two_packs() {
    assert_eq!(
        shuffled_codes(7, 2),
        "4C KD TC QC 8H 4S JH AH 6S AS 7S QH 9D 3S JD AH 8S 9H KC 8D 8C KH AD 9H JD KS 5H 7D TS 3C 3H 6H JH 7H 3S 3D TC 4D AC 2D 8H JS 6D 9S 2H KD 2H 8C 3C 2S 5D KS 4D 4S 9C TD AC 3D 6D QD KH 5S AD QS JC 5S 2C KC 5C QH QC QD 6C 9S TH 5D 9D 2D 2S 8D JC AS TD 6S 2C JS 5H 3H TS 7C 4C 4H 4H QS 8S 5C 7D 7H 9C 7C 6C TH 6H 7S"
    );
}

#[test]
fn golden_order_seed_max_one_pack() {
    assert_eq!(
        shuffled_codes(u64::MAX, 1),
        "KD 6S JC KS 5D KH QC AH 8H 9C JD 2S 4C 5S 4H 9S 8D JS 5H 4D 6D KC TS TC QH TD 9H 3S JH 9D AC 8S AD 2C 7S 6C AS QS 4S 5C 2D 3H QD 3D TH 3C 7H 7D 2H 7C 8C 6H"
    );
}

#[test]
fn golden_order_seed_max_two_packs() {
    assert_eq!(
        shuffled_codes(u64::MAX, 2),
        "4C 3D AH QS 8D JD 6H 3H JS 7S AC QD 8C QH 5S JC 6S QD QS 2S AH AC KC 8S 4S 8C AS 9H KD 3S 9C 5C 2C JS KD 5S 2S 6D KH AS 7H JC TC 9S 7C 6C 4C 2D QC TH 9C 3H QH 4D TH 8S JH JH 8H 3C 4S 7H TS 3S 6H 4H TD 5C KS AD 6C 6D 2D 5H 4D 9H 8H 7D KC 6S KS 9D 7C 5H QC 7D 2H 4H 5D KH 7S 9D 9S 8D 5D TS TC TD 2C 2H 3D AD 3C JD"
    );
}

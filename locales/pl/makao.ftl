# Makao: co stół w terminalu i dziennik przeglądarki mówią o każdym ruchu.
# Narracja jest w czasie teraźniejszym („Ala kładzie 7♥”), bo imiona to dowolny tekst,
# a czas przeszły zależałby od rodzaju gramatycznego imienia.
# $you: "yes", gdy gracz to czytający; $name: gracz; $other: drugi gracz.

makao-laid = { $you ->
        [yes] Kładziesz
       *[no] { $name } kładzie
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}i mówisz „{ $call }”.
           *[no] {" "}i mówi „{ $call }”.
        }
    }
makao-laid-also = { $you ->
        [yes] Dokładasz
       *[no] { $name } dokłada
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}i mówisz „{ $call }”.
           *[no] {" "}i mówi „{ $call }”.
        }
    }
makao-cannot-draw = { $you ->
        [yes] Nie możesz
       *[no] { $name } nie może
    } dobrać: talia i stos są puste.
makao-a-card = kartę
makao-cards = { $count ->
        [one] 1 kartę
        [few] { $count } karty
       *[many] { $count } kart
    }
makao-drew = { $you ->
        [yes] Dobierasz
       *[no] { $name } dobiera
    } { $what }{ $reason ->
        [attack] {" "}(atak)
        [call] {" "}(kara za zapowiedź)
        [blocked] {" "}(zablokowana zamiana)
        [four] , licząc na czwórkę
        [small-two] {" "}(mała dwójka, 2♣)
        [challenged] {" "}(brak „makao”)
       *[chose] {""}
    }{ $short ->
        [0] .
       *[other] ; { $short ->
            [one] została tylko 1
            [few] zostały tylko { $short }
           *[many] zostało tylko { $short }
        }.
    }
makao-no-four = Tym razem bez czwórki: zatrzymaj ją, może następnym razem!
makao-reshuffled = { $cards ->
        [one] 1 karta ze stosu zostaje przetasowana
        [few] { $cards } karty ze stosu zostają przetasowane
       *[many] { $cards } kart ze stosu zostaje przetasowanych
    } w nową talię.
makao-penalty-no-makao = { $you ->
        [yes] Masz
       *[no] { $name } ma
    } jedną kartę, a „makao” nie padło: { $penalty ->
        [one] 1 karta karna
        [few] { $penalty } karty karne
       *[many] { $penalty } kart karnych
    }.
makao-penalty-no-po-makale = { $you ->
        [yes] Nie masz
       *[no] { $name } nie ma
    } już kart, a „po makale” nie padło: { $penalty ->
        [one] 1 karta karna
        [few] { $penalty } karty karne
       *[many] { $penalty } kart karnych
    } i bez wygranej.
makao-penalty-wrong-call = { $name }: „{ $said }” zamiast „{ $due }”: { $penalty ->
        [one] 1 karta karna
        [few] { $penalty } karty karne
       *[many] { $penalty } kart karnych
    }.
makao-penalty-no-call-due = { $name }: „{ $said }” nie w porę: { $penalty ->
        [one] 1 karta karna
        [few] { $penalty } karty karne
       *[many] { $penalty } kart karnych
    }.
makao-suit-chosen = { $you ->
        [yes] Zmieniasz
       *[no] { $name } zmienia
    } kolor na { $suit }.
makao-demanded = { $you ->
        [yes] Żądasz
       *[no] { $name } żąda
    } { $rank }.
makao-demanded-nothing = { $you ->
        [yes] Niczego nie żądasz
       *[no] { $name } niczego nie żąda
    }.
makao-demand-ended = Żądanie się skończyło.
makao-waits-a-turn = { $you ->
        [yes] Czekasz
       *[no] { $name } czeka
    } jedną kolejkę.
makao-waits = { $you ->
        [yes] Czekasz
       *[no] { $name } czeka
    }: tę kolejkę i jeszcze { $more ->
        [one] 1
       *[other] { $more }
    }.
makao-skipped = { $you ->
        [yes] Tracisz
       *[no] { $name } traci
    } kolejkę ({ $left ->
        [0] koniec czekania
        [one] jeszcze 1 do czekania
       *[other] jeszcze { $left } do czekania
    }).
makao-made-it = { $you ->
        [yes] Dobierasz { $card } i od razu ją kładziesz
       *[no] { $name } dobiera { $card } i od razu ją kładzie
    }: udało się!
makao-swap-offered = { $you ->
        [yes] Chcesz zamienić się kartami z graczem { $other }.
       *[no] { $other_you ->
            [yes] { $name } chce zamienić się z tobą kartami.
           *[no] { $name } chce zamienić się kartami z graczem { $other }.
        }
    }
makao-swapped = Zamiana kart: { $name } i { $other }.
makao-blocked = { $you ->
        [yes] Blokujesz
       *[no] { $name } blokuje
    } zamianę; { $other_you ->
        [yes] dobierasz
       *[no] { $other } dobiera
    } { $cards ->
        [one] 1 kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    }.
makao-won = { $you ->
        [yes] Nie masz już kart i wygrywasz!
       *[no] { $name } nie ma już kart i wygrywa!
    }
makao-finished = { $you ->
        [yes] Kończysz
       *[no] { $name } kończy
    } na miejscu { $place }.
makao-action-limit = Gra doszła do limitu { $limit } akcji i tu się kończy.
makao-cut-card = Przełożenie odkrywa { $card }.
makao-kept = { $you ->
        [yes] Zatrzymujesz
       *[no] { $name } zatrzymuje
    } { $card }.
makao-dealt = { $you ->
        [yes] Rozdajesz
       *[no] { $name } rozdaje
    } po { $cards ->
        [one] 1 karcie
       *[other] { $cards } karty
    }, po { $batch } naraz.
makao-makao-missed = { $name } nie mówi „makao”!
makao-pointed-out = { $you ->
        [yes] Wytykasz
       *[no] { $name } wytyka
    } brak „makao”.
makao-let-go = { $you ->
        [yes] Odpuszczasz
       *[no] { $name } odpuszcza
    }.
makao-plays-again = { $you ->
        [yes] Grasz
       *[no] { $name } gra
    } jeszcze raz po asie.
makao-passed-over = { $you ->
        [yes] Ósemka cię pomija
       *[no] Ósemka pomija: { $name }
    }.
makao-says-next = { $you ->
        [yes] Mówisz
       *[no] { $name } mówi
    } „dalej”.
makao-keeps-the-card = { $you ->
        [yes] Zatrzymujesz
       *[no] { $name } zatrzymuje
    } kartę.
makao-says = { $you ->
        [yes] Mówisz
       *[no] { $name } mówi
    } „{ $call }”.
makao-accepts-the-swap = { $you ->
        [yes] Przyjmujesz
       *[no] { $name } przyjmuje
    } zamianę{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}i mówisz „{ $call }”.
           *[no] {" "}i mówi „{ $call }”.
        }
    }
makao-over = { $what ->
        [hand] Koniec rozdania
       *[game] Koniec gry
    }: { $you ->
        [yes] wygrywasz.
       *[no] wygrywa { $name }.
    }
makao-over-no-winner = { $what ->
        [hand] Koniec rozdania
       *[game] Koniec gry
    }, bez zwycięzcy.
makao-you = ty
makao-suit-spades = pik
makao-suit-hearts = kier
makao-suit-diamonds = karo
makao-suit-clubs = trefl

# Punkty serbskich rozdań i meczów.

makao-hand-points = Punkty za rozdanie: { $points }.
makao-hand-points-doubled = Punkty za rozdanie: { $points } (podwojone: ostatnią kartą był walet).
makao-scores-after = Wyniki po rozdaniu { $played } z { $hands }:
makao-score-hand = rozdanie
makao-score-total = razem
makao-match-won = Koniec meczu po { $hands ->
        [one] 1 rozdaniu
       *[other] { $hands } rozdaniach
    }: wygrywa { $name } z wynikiem { $best }.
makao-match-tied = Koniec meczu po { $hands ->
        [one] 1 rozdaniu
       *[other] { $hands } rozdaniach
    }: remis ({ $names }) z wynikiem { $best }.
makao-others-their-number = pozostałe tyle, ile oczek

# Polecenia, na „?”: wiersz dla każdego, które ma grany zestaw zasad.
# Słowa poleceń (draw, next, makao…) wpisuje się tak samo w każdym języku.

makao-help-title = Polecenia przy „Twój ruch?”:
makao-help-number = {"  "}3            połóż kartę numer 3
makao-help-several = {"  "}3 5          połóż razem karty 3 i 5 (jedna ranga; ostatnia będzie na wierzchu)
makao-help-names = {"  "}7h, Q♠, 10d  karty po nazwie też działają, dowolnie z numerami
makao-help-nothing-next = {"  "}0            nie kładź nic: dobierz kartę (albo przyjmij atak, albo powiedz next)
makao-help-nothing = {"  "}0            nie kładź nic: dobierz kartę (albo przyjmij atak, czekaj, zatrzymaj dobraną kartę,
    {"               "}przyjmij zamianę)
makao-help-suit = {"  "}1 suit h     { $namer ->
        [jack] walet
       *[ace] as
    } i kolor do dołożenia (jeśli go pominiesz, padnie pytanie)
makao-help-demand = {"  "}2 demand 7   walet i żądana ranga albo demand none (jeśli je pominiesz, padnie pytanie)
makao-help-swap = {"  "}4 swap 2     z twistem: K♣ i gracz do zamiany kart (padnie pytanie)
makao-help-by-name-twist = {"  "}draw, take, wait, pass, accept, block    te same ruchy słowami
makao-help-by-name-short = {"  "}draw, take   te same ruchy słowami
makao-help-by-name = {"  "}draw, take, wait, pass    te same ruchy słowami
makao-help-challenge =
    {"  "}3 makao      powiedz makao z przedostatnią kartą
    {"  "}makao        powiedziane samo idzie z następną położoną kartą
    {"  "}next         zatrzymaj dobraną kartę albo nie kładź nic po karze (jak 0)
    {"  "}keep, turn   przy przełożeniu: zatrzymaj mocną kartę albo odkryj ją na początek stosu
    {"  "}yes, no      czy wytknąć brak makao (pytanie pada, gdy to się zdarzy)
makao-help-calls =
    {"  "}3 makao      zapowiedź idzie po karcie, której dotyczy: 3 makao 5 po makale
    {"  "}makao        powiedziane samo idzie z następną położoną kartą
makao-help-end =
    {"  "}save PLIK    zapisz grę; karty makao --load PLIK ją wznawia
    {"  "}show         pokaż stół jeszcze raz
    {"  "}quit         wyjdź z gry
    {"  "}?            ta pomoc

# Zasady w grze, na „?”: wyliczone z ustawień zestawu zasad.

makao-players = { $count ->
        [one] 1 gracz
        [few] { $count } graczy
       *[many] { $count } graczy
    }
makao-players-range = od { $min } do { $max } graczy
makao-rules-title = Zasady: { $rules }. { $seats }, po { $cards ->
        [one] 1 karcie
       *[other] { $cards } kart
    } na gracza, { $packs ->
        [one] 1 talia
        [few] { $packs } talie
       *[many] { $packs } talii
    }.
makao-rules-cut = Przełożenie: odkrytą mocną kartę (taką, która ma efekt opisany niżej) można zatrzymać, do { $keeps } pod rząd, i odkrywa się następną; zatrzymane karty widzą wszyscy.
makao-rules-matching = Połóż kartę w kolorze wierzchniej (albo w kolorze, który { $namer ->
        [jack] wskazał walet
       *[ace] wskazał as
    }) albo tej samej rangi{ $wild ->
        [queens] ; dama na wszystko, wszystko na damę, ale nigdy przeciw atakowi ani żądaniu
        [jacks] ; walet na wszystko, ale nigdy przeciw atakowi
        [both] ; dama na wszystko, wszystko na damę, ale nigdy przeciw atakowi ani żądaniu; walet na wszystko, ale nigdy przeciw atakowi
       *[none] {""}
    }.
makao-rules-one-at-a-time = Jedna karta naraz.
makao-rules-together = Można położyć naraz kilka kart jednej rangi, jeśli pierwsza pasuje.
makao-rules-together-not-kings = Można położyć naraz kilka kart jednej rangi (nie króli), jeśli pierwsza pasuje.
makao-rules-defence-any = Przeciw 2, 3, K♥, K♠: każda z nich w kolorze lub randze wierzchniej przekazuje sumę dalej.
makao-rules-defence-same = Przeciw 2 i 3: 2 lub 3 w kolorze lub randze wierzchniej; przeciw K♥ i K♠: tylko one same. Suma idzie dalej.
makao-rules-defence-sevens = Przeciw siódemce: tylko siódemka, a następny gracz dobiera o 2 więcej (4, 6, ...). Kto weźmie karę, może potem położyć jedną pasującą kartę; siódemka położona wtedy zaczyna od nowa od 2.
makao-rules-against-four = Przeciw czwórce: kolejna czwórka, która dokłada kolejkę następnemu graczowi.
makao-rules-demand-round = Żądanie obowiązuje wszystkich przez jedną kolejkę, także żądającego; walet może odpowiedzieć tylko, gdy walet leży na wierzchu.
makao-rules-demand-until = Żądanie trwa, aż żądający położy tę rangę (musi ją mieć); walet może je zastąpić w każdej chwili.
makao-rules-draw-any = Zamiast kłaść, możesz dobrać (musisz, gdy nic nie pasuje); dobraną kartę, która pasuje, możesz położyć albo powiedzieć next.
makao-rules-draw-play = Gdy nie masz czego położyć, dobierasz jedną kartę i możesz ją położyć, jeśli pasuje; pod atakiem pierwsza karta karna może bronić; przy czekaniu możesz dobrać, licząc na czwórkę.
makao-rules-draw-ends = Dobranie kończy twoją turę: dobrana karta czeka na następną.
makao-rules-challenge = Powiedz „makao” z przedostatnią kartą; jeśli nie powiesz, przeciwnik może to od razu wytknąć, a ty dobierasz { $penalty }.
makao-rules-calls = Zapowiedzi: „makao” po karcie, po której zostaje ci jedna, „po makale” po ostatniej; brak, pomyłka albo zbędna zapowiedź kosztuje { $penalty ->
        [one] 1 kartę
        [few] { $penalty } karty
       *[many] { $penalty } kart
    }.
makao-rules-no-calls = W tych zasadach nie ma zapowiedzi (makao, po makale).
makao-rules-twist = Twist: K♣ może zamienić karty z dowolnym graczem; blokuje to tylko K♦, a wtedy proponujący zamianę dobiera { $penalty }.
makao-rules-play-on = Gra toczy się o miejsca, aż zostanie jeden gracz.
makao-rules-scored = Kto pierwszy położy ostatnią kartę, od razu wygrywa rozdanie (jej efekt przepada). Pozostałe karty liczą się: { $points }. Zwycięzca dostaje { $winner }; zakończenie waletem podwaja wszystkie wyniki. Wygrywa najniższa suma.
makao-rules-first-out = Wygrywa ten, kto pierwszy położy ostatnią kartę.

# Co robi położenie danej rangi.

makao-effect-draw = { $backwards ->
        [yes] poprzedni
       *[no] następny
    } gracz dobiera { $cards }
makao-effect-wait = następny gracz traci kolejkę
makao-effect-demand = żądanie rangi od 5 do 10 (albo niczego)
makao-effect-choose-suit = wskazanie koloru do dołożenia
makao-effect-play-again = od razu jeszcze jedna pasująca karta (dobranie tylko bez niej)
makao-effect-skip = następny gracz zostaje pominięty (przy dwóch graczach grasz znowu)
makao-effect-previous-draws = poprzedni gracz od razu dobiera { $cards }, bez obrony

# Ekran stołu w terminalu w turze człowieka.

makao-screen-turn = --- Tura: { $name } ---
makao-screen-top = Na wierzchu: { $card }, kolor do dołożenia: { $suit }{ $note ->
        [named] {" "}({ $suit_name }, wskazany przez { $namer ->
            [jack] waleta
           *[ace] asa
        })
        [queen] {" "}(ale na damę można wszystko)
       *[none] {""}
    }
makao-screen-count = { $name } { $cards }{ $state ->
        [out] {" "}(poza grą)
        [waits] {" "}(czeka { $turns ->
            [one] 1 kolejkę
            [few] { $turns } kolejki
           *[many] { $turns } kolejek
        })
       *[none] {""}
    }
makao-screen-cards = Karty: { $counts }
makao-screen-kept-by = Zatrzymane przy przełożeniu ({ $name }): { $cards }
makao-screen-your-hand = Twoje karty:
makao-screen-playable = {"  "}Można położyć: { $numbers }
makao-screen-cuts = --- Przekłada: { $name } ---
makao-screen-cut = Rozdaje: { $dealer }. Przełożenie odkrywa { $card }, mocną kartę: zatrzymaj ją i odkryj następną (yes) albo zostaw ją na początek stosu (no).
makao-screen-kept-so-far = Zatrzymane dotąd: { $cards }
makao-screen-answer = --- Odpowiada: { $name } ---
makao-screen-challenge = { $offender }: położone { $card }, została jedna karta, a „makao” nie padło. Wytknąć to (yes: { $offender } dobiera { $penalty }) czy odpuścić (no)?
makao-screen-again = Położony as: połóż od razu jeszcze jedną pasującą kartę (0 dobiera, tylko gdy żadnej nie masz).
makao-screen-after-penalty = Kara wzięta: możesz położyć jedną pasującą kartę albo 0, by powiedzieć next.
makao-screen-drawn = Dobrana karta: { $card }. Pasuje: połóż ją{ $several ->
        [yes] {" "}(jeśli chcesz, z innymi tej rangi)
       *[no] {""}
    } albo 0, by ją zatrzymać.
makao-screen-penalty-drawn = Pierwsza karta karna, { $card }, broni: połóż ją (także z innymi tej rangi) albo 0, by wziąć { $cards ->
        [one] pozostałą 1 kartę
        [few] pozostałe { $cards } karty
       *[many] pozostałe { $cards } kart
    }.
makao-screen-swap = { $name } chce zamienić się z tobą kartami: po zamianie masz { $cards ->
        [one] 1 kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    }.
makao-screen-swap-block = 0 przyjmuje; twój K♦ (jego numer albo block) blokuje zamianę, a { $name } dobiera { $penalty }.
makao-screen-swap-no-block = Nie masz K♦, by zablokować: 0 przyjmuje.
makao-screen-mind-the-call = Pamiętaj o zapowiedzi, której będzie wymagać twoja ręka.
makao-screen-attack = Atak: dobierz { $cards ->
        [one] 1 kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    }{ $backwards ->
        [yes] {" "}(odesłane z powrotem przez K♠)
       *[no] {""}
    }. Broń się kartą: { $defence }, albo 0, by je wziąć.
makao-screen-wait = Czekanie: { $turns ->
        [one] 1 kolejka
        [few] { $turns } kolejki
       *[many] { $turns } kolejek
    }. Połóż czwórkę, by przekazać je dalej, albo 0, by czekać.
makao-screen-wait-draw = Albo wpisz draw i licz na czwórkę.
makao-screen-demand-owed = Żądanie: { $name } żąda { $rank }. Połóż { $rank }{ $jack ->
        [yes] {" "}albo waleta
       *[no] {""}
    } albo 0, by dobrać.
makao-screen-demand = Żądanie: { $name } żąda { $rank }.
makao-zero-keep-next = zatrzymaj dobraną kartę (next)
makao-zero-keep = zatrzymaj dobraną kartę
makao-zero-after-penalty = nie kładź nic więcej (next)
makao-zero-again = dobierz kartę (tylko gdy nie masz czego położyć)
makao-zero-take-other = weź { $cards ->
        [one] pozostałą 1 kartę
        [few] pozostałe { $cards } karty
       *[many] pozostałe { $cards } kart
    }
makao-zero-accept = przyjmij zamianę
makao-zero-say-nothing = nic nie mów
makao-zero-take = weź { $cards ->
        [one] 1 kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    }
makao-zero-wait = czekaj { $turns ->
        [one] 1 kolejkę
        [few] { $turns } kolejki
       *[many] { $turns } kolejek
    }
makao-zero-draw = nie kładź nic i dobierz kartę

# Stół w terminalu wokół ruchów.

makao-resuming = Wznawiam { $file }.
makao-welcome = Makao, zasady { $rules }. Przy każdym pytaniu ? pokazuje polecenia i zasady.
makao-twist-question = Grać z twistem (K♣ zamienia karty z wybranym graczem, blokuje to tylko K♦)?
makao-settings-refused = { $reason }: zmień ustawienia na inną grę.
makao-at-the-table = Przy stole: { $seats }.{ $twist ->
        [yes] {" "}Z twistem.
       *[no] {""}
    }
makao-hand-deals = Rozdanie { $hand } z { $hands }: rozdaje { $name }.
makao-cuts-strong = Przekłada: { $name }. Przełożenie odkrywa { $card }, mocną kartę, którą { $name } może zatrzymać.
makao-cuts = Przekłada: { $name }. Przełożenie odkrywa { $card }. { $deal }
makao-held = {"  "}{ $name }: na ręce { $cards }.
makao-places = Miejsca: { $places }.
makao-another-match = Zagrać kolejny mecz z tymi samymi graczami?
makao-play-again = Zagrać jeszcze raz z tymi samymi graczami?
makao-meanwhile = W międzyczasie:
makao-call-goes-with-next = { $name } mówi „{ $call }”: to idzie z następną położoną kartą.
makao-question-nice-game = Fajna gra, prawda?
makao-question-accept-or-block = Przyjąć czy zablokować?
makao-question-keep-it = Zatrzymać (yes/no)?
makao-question-point-it-out = Wytknąć (yes/no)?
makao-question-your-move = Twój ruch?

# Czytanie wpisanego ruchu i odmowa: najpierw rodzaj błędu, potem powód.

makao-type-a-card = Wpisz numer karty (0: { $nothing }), kartę, np. 7h, albo ?, by zobaczyć pomoc.
makao-save-needs-file = save wymaga nazwy pliku, na przykład: save makao.json
makao-no-card-number = Nie ma karty { $number }: twoje karty mają numery od 1 do { $count } (0: { $nothing }).
makao-nothing-to-do = Nie ma nic do zrobienia.
makao-zero-alone = 0 znaczy: { $nothing }. Wpisz je samo (może po nim iść zapowiedź).
makao-not-understood = „{ $word }” to nie numer (od 0 do { $count }), nie karta (np. 7h albo Q♠) ani polecenie (? je wypisuje).
makao-not-in-hand = Nie ma tego w ręce: { $times ->
        [0] nie masz { $card }
        [1] masz { $card } tylko raz
       *[other] masz { $card } tylko { $times } razy
    }.
makao-which-suit = Jaki kolor ma dołożyć następny gracz (s, h, d, c)?
makao-which-rank = Jakiej rangi żądasz ({ $ranks }), czy none?
makao-swap-candidate = {"  "}{ $number }) { $name }: { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[many] { $cards } kart
    }
makao-swap-with-whom = Z kim zamienić karty (numer gracza), czy none?
makao-will-not-do = „{ $answer }” tu nie pasuje: { $hint ->
        [suit] wpisz s, h, d albo c (albo ♠ ♥ ♦ ♣)
        [rank] wpisz jedną z podanych rang albo none
       *[player] wpisz numer gracza z listy albo none
    }.
makao-type-yes-no = Wpisz { $what ->
        [cut] yes, by zatrzymać, no, by odkryć
       *[challenge] yes, by wytknąć, no, by odpuścić
    }.
makao-refused = { $kind ->
        [not-held] Nie ma tego w ręce
        [one-at-a-time] Jedna karta naraz
        [wrong-rank] Zła ranga przy kilku kartach
        [not-legal] Tej karty nie można teraz położyć
       *[not-allowed] Niedozwolone
    }: { $reason }.
makao-not-held = nie masz { $card }
makao-single-card-not-both = zasady { $rules } to jedna karta na turę: { $first } albo { $other }, nie obie
makao-share-one-rank = karty kładzione razem muszą mieć jedną rangę ({ $first } i { $other } nie mają)
makao-single-card = zasady { $rules } to jedna karta na turę
makao-kings-one-at-a-time = w zasadach { $rules } króle kładzie się pojedynczo
makao-no-match = { $card } nie pasuje do { $top }
makao-no-match-suit = { $card } nie pasuje do { $top } (kolor do dołożenia to { $suit })
makao-not-a-defence = { $card } nie odpowiada na atak { $top }: broń się kartą { $defence } albo weź { $cards ->
        [one] 1 kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    }
makao-not-a-four = { $card } nie odpowiada na czekanie: tylko czwórka (albo czekaj)
makao-demanded-refused = { $card } nie może teraz wejść: żądanie to { $rank }{ $jack ->
        [yes] {" "}(albo walet)
       *[no] {""}
    }
makao-lay-drawn-first = najpierw połóż dobraną kartę ({ $card }) albo { $other ->
        [say-next] powiedz next
       *[other] { $other }
    }
makao-suit-needed = { $card } wymaga koloru do dołożenia, na przykład `{ $example } suit h`
makao-cannot-choose = { $card }: nie można wybrać: { $choice }
makao-swap-with-attack = { $king } położony z kartą ataku nie zamienia kart
makao-no-blocker = nie masz { $king }, by zablokować zamianę
makao-not-now = teraz nie można: { $what }; { $situation }
makao-no-calls = w zasadach { $rules } nie ma zapowiedzi (makao, po makale)
makao-no-such-call = Niedozwolone: w zasadach { $rules } nie ma „{ $call }”: powiedz „makao”, kładąc przedostatnią kartę, a przy ostatniej nic.
makao-kings = { $hearts } albo { $spades }
makao-defence = { $kind ->
        [any] 2, 3, { $kings } w kolorze lub randze { $whose ->
            [top] wierzchniej
           *[its] tej karty
        }
        [kings] { $kings }
        [small] 2 albo 3 w kolorze lub randze { $whose ->
            [top] wierzchniej
           *[its] tej karty
        }
       *[sevens] siódemka
    }
makao-doing = { $what ->
        [lay-cards] położyć kart
        [draw] dobrać karty
        [take-a-penalty] wziąć kary
        [wait] czekać
        [pass] spasować
        [answer-a-question] odpowiedzieć na pytanie
        [accept-a-swap] przyjąć zamiany
        [block-a-swap] zablokować zamiany
        [keep-a-cut-card] zatrzymać karty z podcięcia
        [turn-up-a-cut-card] odkryć karty z podcięcia
       *[answer-a-challenge] odpowiedzieć na wyzwanie
    }
makao-situation = { $kind ->
        [attacked] atakują cię na { $cards ->
            [one] 1 kartę
            [few] { $cards } karty
           *[many] { $cards } kart
        }: broń się albo weź
        [waiting] czekasz jeszcze kolejki: { $turns }; połóż 4 albo czekaj
        [turn] twoja kolej: połóż karty albo dobierz
        [drawn] połóż dobraną kartę albo { $next ->
            [yes] powiedz dalej
           *[no] spasuj
        }
        [penalty-drawn] połóż dobraną kartę karną albo weź resztę
        [question] odpowiedz na pytanie: ok albo zapowiedź
        [swap] gracz { $player } chce zamienić się z tobą kartami: przyjmij albo zablokuj
        [cut] podcinasz: zatrzymaj mocną kartę albo ją odkryj
        [again] po asie połóż kolejną pasującą kartę (dobierz tylko, gdy jej nie masz)
        [after-penalty] po karze połóż jedną pasującą kartę albo { $next ->
            [yes] powiedz dalej
           *[no] spasuj
        }
        [challenge] gracz { $player } nie powiedział „makao”: wezwij albo odpuść
       *[over] gra się skończyła
    }
makao-choice = { $kind ->
        [none] brak wyboru
        [suit] kolor (suit { $suit })
        [demand] żądanie (demand { $rank })
       *[swap] zamiana (swap { $player })
    }
makao-game-over = gra się skończyła
makao-not-demandable = nie można żądać { $rank }: tylko 5, 6, 7, 8, 9 albo 10 (albo nic)
makao-demand-not-held = żądać można tylko rangi, którą masz, a nie masz { $rank }
makao-bad-swap-target = nie ma gracza { $player }, z którym można się zamienić

# Dozwolony ruch słowami, jak powiedziałby go gracz (etykiety na stronie).
makao-do-lay = połóż { $cards }{ $choice ->
        [suit] {" "}i zmień kolor na { $suit }
        [demand] {" "}i zażądaj { $rank }
        [swap] {" "}i zamień się kartami z { $player }
       *[none] {""}
    }{ $call ->
        [none] {""}
       *[other] {" "}i powiedz „{ $call }”
    }
makao-do-draw = dobierz kartę
makao-do-take = weź karne karty
makao-do-wait = czekaj
makao-do-pass = { $next ->
        [yes] powiedz „dalej”
       *[no] zatrzymaj kartę i pasuj
    }
makao-do-accept = przyjmij zamianę{ $call ->
        [none] {""}
       *[other] {" "}i powiedz „{ $call }”
    }
makao-do-block = zablokuj zamianę{ $call ->
        [none] {""}
       *[other] {" "}i powiedz „{ $call }”
    }
makao-do-say = powiedz „{ $call ->
        [none] ok
       *[other] { $call }
    }”
makao-do-keep = zatrzymaj kartę z przełożenia
makao-do-turn = zostaw kartę z przełożenia odkrytą
makao-do-challenge = wytknij brak „makao”
makao-do-forgive = odpuść brak „makao”

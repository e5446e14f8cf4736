# Słowa strony w przeglądarce (src/serve/page/*.js, index.html), wysyłane stronie przez
# GET api/words; oraz odmowy serwera (serve-…).

page-too-old = Strona nie mogła się uruchomić: spróbuj nowszej przeglądarki.
page-nav = Stół
page-rules = Zasady
page-history = Historia
page-four-colour = Talia czterokolorowa
page-four-colour-about = Piki czarne, kiery czerwone, kara niebieskie, trefle zielone
page-language = Język
page-new-game = Nowa gra
page-game = Gra
page-people = Ludzie
page-people-about = Ludzie przy stole, każdy na swoim urządzeniu, z własnym linkiem
page-computers = Komputery
page-think = Namysł (ms)
page-think-about = Jak długo trudny gracz komputerowy myśli nad każdym wyborem
page-default = domyślnie
page-seed = Ziarno
page-any = dowolne
page-pause = Ruchy komputera po jednym kliknięciu
page-start = Start
page-welcome = Wybierz grę i naciśnij Start.
page-the-table = Stół
page-next-computer = Następny ruch komputera
page-people-at-table = Ludzie przy stole
page-moves = Ruchy
page-rules-help = Zasady i pomoc
page-close = Zamknij
page-games-played = Rozegrane gry
page-replay = Powtórka
page-back = Wstecz
page-next-move = Następny ruch

page-player = Gracz { $number }
page-server-answered = serwer odpowiedział { $status }
page-closed-by-you = ten stół został zamknięty: zacznij nową grę
page-closed-by-host = osoba, która zaczęła grę, zamknęła ten stół
page-game-title = { $game ->
        [makao] Makao
        [klondike] Klondike
        [saboteur] Sabotażysta
       *[other] { $game }
    }
page-links-send = Wyślij każdej osobie jej własny link (kto ma link, gra tym miejscem; link zostaje ten sam w każdej grze przy tym stole):
page-links-loopback = Te linki działają tylko na tym komputerze: serwer słucha na { $address }. Aby wpuścić inne urządzenia, zatrzymaj go i uruchom { $command } (wtedy każdy w twojej sieci, kto ma link, może dołączyć).
page-link-of = Link: { $name }
page-copy = Kopiuj
page-qr = Kod QR
page-qr-of = Kod QR linku: { $name }
page-hand-over = Niech komputer gra tym miejscem
page-leave = Odejdź (komputer zajmie moje miejsce)
page-link-copied = Skopiowano link.
page-you-left = opuszczasz grę: twoje miejsce zajmuje gracz komputerowy
page-series-totals = sumy{ $lowest ->
        [yes] {" "}(wygrywa najniższa)
       *[no] {""}
    }: { $scores }
page-series-wins = wygrane: { $scores }
page-series-hand = Rozdanie { $hand } z { $length }
page-series-played = Rozegrane gry: { $played }
page-match-over = Koniec meczu: { $count ->
        [one] mecz wygrywa { $leaders }.
       *[other] remis: { $leaders }.
    }
page-next-hand = Następne rozdanie
page-new-match = Nowy mecz
page-play-again = Zagraj jeszcze raz
page-you-won = Wygrywasz!
page-game-over = Koniec gry
page-nobody-won = Koniec gry: nikt nie wygrał
page-won = Wygrana: { $names }{ $you ->
        [yes] {" "}(ty też)
       *[no] {""}
    }
page-points-hand = Punkty w tym rozdaniu: { $points }{ $lowest ->
        [yes] {" "}— wygrywa najniższa suma.
       *[no] .
    }
page-points = Punkty: { $points }.
page-seed-end = Ziarno tego rozdania: { $seed } (wpisz je w formularzu, aby zagrać to rozdanie jeszcze raz).
page-host-deals = Następne rozdanie rozdaje osoba, która zaczęła grę.
page-new-game-more = Nowa gra…
page-confirm-new = Porzucić trwającą grę i zacząć nową?
page-no-rules = Zasady tej gry nie zostały jeszcze spisane.
page-playing-here = Jak tu grać
page-rules-english = Poniższe zasady są napisane tylko po angielsku.
page-table-gone = ten stół został zamknięty (stoły, których nikt nie ma otwartych, są zwalniane po kilku minutach): zacznij nową grę
page-joining = Dołączanie do gry…
page-history-game = #{ $id } { $game }: { $seats } ({ $moves ->
        [one] 1 ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }, { $ending })

page-history-ending = { $ending ->
        [playing] w toku
        [finished] skończona
        [abandoned] porzucona
        [interrupted] przerwana
       *[other] { $ending }
    }
page-cards = { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[many] { $count } kart
    }
page-card-name = { $rank ->
        [A] as
        [2] dwójka
        [3] trójka
        [4] czwórka
        [5] piątka
        [6] szóstka
        [7] siódemka
        [8] ósemka
        [9] dziewiątka
        [10] dziesiątka
        [J] walet
        [Q] dama
        [K] król
       *[other] { $rank }
    } { $suit ->
        [S] pik
        [H] kier
        [D] karo
       *[C] trefl
    }
page-card-down = karta zakryta
page-over = Gra skończona.
page-your-move = Twój ruch.
page-thinking = { $name } myśli…
page-opponents = Przeciwnicy
page-your-moves = Twoje ruchy
page-your-hand = Twoje karty
page-cancel = Anuluj
page-cannot-go-there = Tej karty nie można tam położyć.
page-points-count = { $count ->
        [one] 1 punkt
        [few] { $count } punkty
       *[many] { $count } punktów
    }
page-no-cards-left = bez kart

page-makao-lay = Połóż { $cards }{ $rest ->
        [none] {""}
       *[other] : { $rest }
    }
page-makao-suit = kolor { $symbol } { $suit ->
        [S] pik
        [H] kier
        [D] karo
       *[C] trefl
    }
page-makao-demand = żądanie { $rank }
page-makao-demand-nothing = bez żądania
page-makao-swap = zamiana kart z: { $name }
page-makao-move = { $move ->
        [draw] Dobierz kartę
        [take] Weź karę
        [wait] Czekaj kolejkę
        [pass] { $next ->
            [yes] Nic nie kładę: następny gracz
           *[no] Zatrzymaj dobraną kartę
        }
        [accept] Pozwól na zamianę
        [block] Zablokuj zamianę królem karo (K♦)
        [say] Odpowiedz (najpierw powiedz, co trzeba)
        [keep] Zatrzymaj kartę z przełożenia, odkryj następną
        [turn] Zostaw ją: zaczyna stos
        [challenge] Wytknij brak „makao”!
       *[forgive] Odpuść
    }
page-makao-explain = { $move ->
        [draw] Weź jedną kartę z talii zamiast kłaść.
        [take] Dobierz wszystkie karty z ataku; tura się kończy.
        [wait] Opuść tyle kolejek, ile dają czwórki.
        [pass] Zakończ turę bez kładzenia karty.
        [accept] Król trefl zamienia twoje karty z kartami jego gracza.
        [block] Król karo blokuje zamianę; jego gracz dobiera 5 kart.
        [say] Neutralne pytanie po automatycznej czwórce: najpierw naciśnij, co trzeba powiedzieć.
        [keep] Przełożenie odkryło mocną kartę: zatrzymaj ją i odkryj następną.
        [turn] Zostaw kartę z przełożenia odkrytą: zaczyna stos.
        [challenge] Przeciwnik położył przedostatnią kartę i nie powiedział „makao”: dobiera 2 karty.
       *[forgive] Odpuść brak „makao”.
    }
page-makao-waits = czeka { $turns }
page-makao-kept = zatrzymane { $cards }
page-makao-out = skończył
page-makao-stock = Talia
page-makao-stock-label = Talia: { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[many] { $count } kart
    }{ $draw ->
        [yes] , dobierz kartę
       *[no] {""}
    }
page-makao-pile = Stos
page-makao-pile-label = Stos, na wierzchu { $card }
page-makao-follow = Kolor do dołożenia: { $symbol } { $suit ->
        [S] pik
        [H] kier
        [D] karo
        [C] trefl
       *[other] {""}
    }{ $ace ->
        [yes] {" "}(wybrany asem)
       *[no] {""}
    }
page-makao-attack-draw = Atak: dobierz { $count }{ $backwards ->
        [yes] {" "}(do tyłu)
       *[no] {""}
    }
page-makao-attack-wait = Atak: czekaj { $turns ->
        [one] 1 kolejkę
        [few] { $turns } kolejki
       *[many] { $turns } kolejek
    }
page-makao-demanded = Walet żąda: { $rank } (żąda { $name })
page-makao-cut = Przełożenie odkryło mocną kartę.
page-makao-again = Po asie: jeszcze jedna pasująca karta.
page-makao-not-said = Ktoś nie powiedział „makao”!
page-makao-you-drew = Dobierasz { $card }.
page-makao-you-wait = czekasz { $turns }
page-makao-lay-more = Połóż te albo kliknij więcej kart tej samej wartości:
page-makao-lay-these = Połóż:
page-makao-say = Powiedz z ruchem:
page-makao-call = { $call ->
        [makao] Makao!
       *[other] Po makale!
    }
page-makao-cannot-lay = Nie można teraz położyć { $card }.
page-makao-help = Kliknij podświetloną kartę, aby ją położyć; aby położyć kilka kart tej samej wartości, klikaj je w kolejności kładzenia (albo przeciągnij kartę na stos). Kliknij talię, aby dobrać. Gdy zasady tego wymagają, naciśnij „Makao!” (albo „Po makale!”) przed kartą, po której zostanie ci jedna karta (albo żadna): zapomnienie kosztuje karę z zasad. Dama na wszystko, wszystko na damę; walet żąda. Tab i strzałki przechodzą między kartami, Enter kładzie.

page-klondike-put-on = Połóż na { $pile ->
        [foundation] stos docelowy
       *[column] kolumnę
    } { $letter }
page-klondike-stock = Talia U, { $count ->
        [0] 0 kart: odwróć odrzucone karty
        [one] 1 karta: odkryj karty
        [few] { $count } karty: odkryj karty
       *[many] { $count } kart: odkryj karty
    }
page-klondike-waste = Odkryte karty V
page-klondike-foundation = Stos docelowy { $letter }{ $empty ->
        [yes] , pusty
       *[no] {""}
    }
page-klondike-column = Kolumna { $letter }{ $down ->
        [0] {""}
        [one] , 1 karta zakryta
        [few] , { $down } karty zakryte
       *[many] , { $down } kart zakrytych
    }
page-klondike-moves = Ruchy
page-klondike-draw = odkrywa { $count }
page-klondike-seed = ziarno
page-klondike-command = { $command ->
        [undo] Cofnij
        [auto] Auto
        [tip] Porada
       *[hint] Podpowiedź
    }
page-klondike-command-about = { $command ->
        [undo] Cofnij ostatni ruch
        [auto] Przenieś w górę każdą kartę, którą można bezpiecznie
        [tip] Następny ruch gracza, który widzi tylko to, co ty
       *[hint] Następny ruch solvera: patrzy na zakryte karty
    }
page-klondike-won = Wszystkie karty na górze, w { $moves ->
        [one] 1 ruchu
       *[many] { $moves } ruchach
    }.
page-klondike-ended = Gra się skończyła.
page-klondike-help = Układaj stosy docelowe W–Z kolorami od asa do króla. W kolumnach A–G kładź kartę na kartę o jeden wyższą w drugim kolorze; na pustą kolumnę tylko król. Kliknij talię U, aby odkryć karty na V. Kliknij kartę, potem podświetlony stos (albo przeciągnij ją tam); podwójne kliknięcie wysyła kartę w górę. Tab i strzałki przechodzą między kartami i stosami, Enter bierze i kładzie.

page-saboteur-tool = { $tool ->
        [pick] kilof
        [lantern] latarnia
        [cart] wózek
       *[other] { $tool }
    }
page-saboteur-side = { $side ->
        [U] w górę
        [R] w prawo
        [D] w dół
       *[L] w lewo
    }
page-saboteur-tunnel = { $through ->
        [yes] tunel
       *[no] ślepa uliczka
    } otwarty { $sides }
page-saboteur-or = {" "}albo{" "}
page-saboteur-card = { $card ->
        [map] mapa
        [rockfall] rozwal tunel
        [break] zablokuj: { $tools }
       *[repair] napraw: { $tools }
    }
page-saboteur-face = { $card ->
        [map] Mapa
        [rockfall] Zawał
        [break] Zablokuj
       *[repair] Napraw
    }
page-saboteur-goal-card = { $gold ->
        [yes] złoto
       *[no] kamień
    }
page-saboteur-goal-up = cel { $number }: { $card }, odkryty
page-saboteur-goal-seen = cel { $number } zakryty: widziałeś { $card }
page-saboteur-goal-down = cel zakryty
page-saboteur-you-are = Twoja rola: { $role }.
page-saboteur-role = { $role ->
        [saboteur] sabotażysta
       *[digger] dobry krasnal
    }
page-saboteur-round = Runda { $round } z { $rounds } · talia { $stock } · zostało złota { $gold }
page-saboteur-broken = zablokowane
page-saboteur-gold = złoto: { $count }
page-saboteur-zoom = Wielkość planszy
page-saboteur-smaller = Mniejsza plansza
page-saboteur-larger = Większa plansza
page-saboteur-mine = Kopalnia
page-saboteur-start = start
page-saboteur-lay-here = { $cell }: połóż tu kartę
page-saboteur-share = Krasnale dotarły do złota! Karty złota do podziału: { $pool }; wybiera { $name }.
page-saboteur-turn = Obróć kartę
page-saboteur-turn-back = Obróć z powrotem
page-saboteur-choose = Wybierz kartę z ręki.
page-saboteur-round-end = Runda { $round }: { $gold ->
        [yes] dobre krasnale dotarły do złota
       *[no] sabotażyści wytrwali
    }. { $roles }.
page-saboteur-nuggets = Samorodki: { $gold } (wygrywa najwięcej).
page-saboteur-help = Dobre krasnale kopią tunel od startu S do złota za jednym z trzech celów po prawej; ukryci wśród nich sabotażyści próbują im przeszkodzić. Wybierz kartę z ręki, potem podświetlone pole (albo przeciągnij ją tam); „Obróć kartę” obraca kartę tunelu. Zablokowane narzędzia (kilof, latarnia, wózek) nie pozwalają właścicielowi kłaść tuneli do naprawy. Mapa pokazuje ci jeden cel. Tab i strzałki przechodzą, Enter wybiera.

page-generic-help = Wybierz ruch z przycisków.

# Słowa serwera: imiona, wiersze dziennika i odmowy, w języku każdego czytelnika.

serve-you = Ty
serve-computer = { $number ->
        [0] Komputer
       *[other] Komputer { $number }
    }
serve-new-game = Nowa gra.
serve-begins = { $length ->
        [1] Zaczyna się gra { $number }.
       *[other] Zaczyna się rozdanie { $number } z { $length }.
    }
serve-seed-was = Ziarno tego rozdania: { $seed } (aby zagrać je jeszcze raz).
serve-undone = Cofnięto.
serve-closed = { $name }: stół zamknięty.
serve-left = { $name }: odchodzi; miejsce zajmuje gracz komputerowy.
serve-seat-taken = twoje miejsce zajmuje teraz gracz komputerowy
serve-seat-left = to miejsce zostało opuszczone: zajmuje je teraz gracz komputerowy
serve-other-game = ten link jest do innej gry
serve-no-such-game = nie ma takiej gry (mogła wygasnąć)
serve-over = gra jest skończona
serve-not-over = gra się nie skończyła: najpierw ją dokończ (albo opuść)
serve-moved-on = od tego wyboru gra poszła dalej: wybierz jeszcze raz
serve-no-such-action = nie ma takiego ruchu do wyboru
serve-not-your-move = to nie twój ruch
serve-act-form = wyślij albo tekst ruchu, albo numer ruchu do wyboru
serve-no-undo = w tej grze nie można cofać
serve-server-moves = przy stole kilku osób ruchy komputerów wykonuje serwer
serve-computer-thinking = gracz komputerowy myśli
serve-no-computer = żaden gracz komputerowy nie ma ruchu
serve-not-json = to nie jest oczekiwany JSON: { $reason }
serve-deal-failed = rozdanie się nie udało
serve-host-deals = następne rozdanie rozdaje osoba, która zaczęła grę
serve-host-closes = tylko osoba, która zaczęła grę, może zamknąć jej stół
serve-own-seat = link miejsca może opuścić tylko swoje miejsce
serve-nobody-there = tu nie siedzi żadna osoba
serve-one-seat = ta gra ma jedno miejsce: nikt nie może go przejąć
serve-seat-cannot-start = link miejsca nie może zaczynać gier
serve-form-object = formularz nowej gry musi być obiektem
serve-no-field = „{ $field }” nie jest polem tego formularza (ma on: { $fields })
serve-people = liczba ludzi musi być liczbą od 1 do { $most }
serve-room-for = ta gra ma miejsce dla { $people ->
        [one] 1 osoby
       *[other] { $people } osób
    }
serve-full = Otwartych stołów gry { $game } jest { $most }, najwięcej, ile ten serwer trzyma: stół zwalnia się kilka minut po zamknięciu ostatniej strony, która go pokazuje
serve-auto-none = żadna karta nie może teraz bezpiecznie pójść w górę
serve-hint-busy = trwa liczenie innej podpowiedzi albo porady: zapytaj za chwilę
serve-history-host = link miejsca nie może czytać historii
serve-history-failed = nie udało się odczytać historii
serve-no-winnable = nie znaleziono szybko rozdania do wygrania: spróbuj innego ziarna
serve-computer-failed = gracz komputerowy zawiódł
serve-command-failed = polecenie się nie udało

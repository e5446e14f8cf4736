# Snimljene igre: istorija i snimak koji se pregleda potez po potez u terminalu.

history-none = Još nijedna igra nije snimljena.
replay-past-end = Snimak ne može dalje od poteza { $at }.
replay-keys = Enter: sledeći potez, b: nazad, broj: idi na taj potez, q: izađi
replay-last-move = To je bio poslednji potez. Upiši q za izlaz.
replay-keys-again = Upiši Enter, b, broj poteza ili q.
replay-seat = Mesto { $number }
replay-start = Početak, pre poteza 1 od { $total }.
replay-moved-as = Potez { $at } od { $total }: { $name }: { $action }.
replay-moved = Potez { $at } od { $total }: { $name } igra.
replay-sees = Šta vidi { $name }:
replay-parts = Ovaj snimak se razilazi sa zapisom kod poteza { $number }: { $why }. Snimila ga je verzija karty { $version }.

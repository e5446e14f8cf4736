# Zaznamenané hry: historie a záznam procházený tah po tahu v terminálu.

history-none = Zatím není zaznamenaná žádná hra.
replay-past-end = Záznam nemůže pokračovat za tah { $at }.
replay-keys = Enter: další tah, b: zpět, číslo: přejít na ten tah, q: odejít
replay-last-move = To byl poslední tah. Napište q pro odchod.
replay-keys-again = Napište Enter, b, číslo tahu nebo q.
replay-seat = Místo { $number }
replay-start = Začátek, před tahem 1 z { $total }.
replay-moved-as = Tah { $at } z { $total }: { $name }: { $action }.
replay-moved = Tah { $at } z { $total }: { $name } táhne.
replay-sees = Co vidí { $name }:
replay-parts = Tento záznam se od uložené hry odchyluje v tahu { $number }: { $why }. Zaznamenala ji verze karty { $version }.

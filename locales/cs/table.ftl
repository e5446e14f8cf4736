# Co říkají všechny stoly stejně: odchod ze hry.

table-leave-quit = Odcházíš ze hry.
table-leave-input-ended = Vstup skončil.
table-stopped-saved = { $why } Hra tu končí nedohraná. Je uložená v { $path }: pokračuj příkazem { $command }
table-stopped-unsaved = { $why } Hra tu končí nedohraná a nebyla uložená.

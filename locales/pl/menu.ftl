# Ekran ustawień gry w menu, pokazywany przed jej początkiem.

menu-start = Zacznij: { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Otwórz zapisaną grę: { $game }
menu-back-to-main = Wróć do menu głównego
menu-settings-title = { $game }: zacznij albo najpierw zmień ustawienie
menu-settings-not-kept = Tych ustawień nie udało się zachować na później: { $reason }
menu-which-file = Który plik? (Enter: wstecz)
menu-number-prompt = { $about } (od { $min } do { $max })?
menu-must-be-number = { $name } musi być liczbą całkowitą od { $min } do { $max }
menu-must-be-choice = { $name } musi być jednym z: { $values }
menu-must-be-flag = { $name } musi być true albo false

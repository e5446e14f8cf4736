# The menu's screen of a game's settings, shown before it starts.

menu-start = Start { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Open a saved { $game } game
menu-back-to-main = Back to the main menu
menu-settings-title = { $game }: start, or change a setting first
menu-settings-not-kept = These settings could not be kept for next time: { $reason }
menu-which-file = Which file? (Enter: back)
menu-number-prompt = { $about } ({ $min } to { $max })?
menu-must-be-number = { $name } must be a whole number from { $min } to { $max }
menu-must-be-choice = { $name } must be one of { $values }
menu-must-be-flag = { $name } must be true or false

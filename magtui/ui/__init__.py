"""The shared Textual app: menu, setup, game frame, pass screen, help, rules, log, replay."""

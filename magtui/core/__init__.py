"""The engine layer: game contract, RNG, saves, undo, bots. Never imports Textual."""

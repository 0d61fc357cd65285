"""One package per game: rules (state + actions), data (the spec's values), ui, bot."""

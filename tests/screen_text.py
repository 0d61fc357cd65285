"""The text of what a Pilot-driven app shows: the unit of truth of the screen tests."""


def screen_text(app) -> str:
    """Every line of the current screen, as the player reads it."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())

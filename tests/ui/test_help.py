"""Help at 80×24: keys in a table that fits, the rules scrollable with the scroll keys shown,
the status line in sight; rendered once per game, without Markdown widgets."""

from rich.console import Console

from magtui.core.session import new_session
from magtui.ui import help as help_module
from magtui.ui import rules_text
from magtui.ui.app import MagtuiApp
from magtui.ui.board import Board
from magtui.ui.help import BoardSlot, HelpView
from magtui.ui.keybar import KeyBar
from magtui.ui.page import Page
from tests.core import toy


def _app(game="magnastorm", players=2):
    return MagtuiApp(
        session=new_session(game, ["Anna", "Boris"][:players], 1, {}, {}),
        pace="instant",
        autosave=False,
    )


def _page_text(page: Page) -> list[str]:
    return ["".join(segment.text for segment in line) for line in page.lines]


async def test_help_keys_fit_and_the_status_line_stays():
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        status = game.query_one("#status").content
        await pilot.press("question_mark")
        await pilot.pause()
        view = game.query_one(HelpView)
        assert app.focused is view and view.region.x == 0 and view.region.width == 80
        assert (
            game.query_one("#status").region.y == 0 and game.query_one("#status").content == status
        )
        lines = _page_text(view.query_one(Page))
        for key, what in game.board.key_help():
            assert any(
                line.strip().startswith(f"{key}  ") and what.split()[0] in line for line in lines
            ), f"{key!r} stands whole on one line with its description beside it"
        assert all(len(line) <= 78 for line in lines)
        assert not app.query("Markdown, MarkdownBlock"), "no Markdown widgets"


async def test_the_rules_scroll_with_their_keys_shown_and_esc_returns_to_the_board():
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        view = app.screen.query_one(HelpView)
        bar = " ".join(
            f"{key.label} {key.description}" for key in app.screen.query_one(KeyBar).entries
        )
        assert "scroll" in bar and "PgDn" in bar and "rules" in bar
        page = view.query_one(Page)
        await pilot.press("r")
        await pilot.pause()
        assert page.top == page.rules_at > 0
        assert _page_text(page)[page.rules_at].strip() == "RULES"
        assert f"lines {page.rules_at + 1}–" in str(view.query_one("#help-where").content)
        await pilot.press("pagedown")
        await pilot.pause()
        assert page.top > page.rules_at
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.focused, Board) and app.screen.query_one(BoardSlot).scroll_x == 0


async def test_the_rules_are_rendered_once_per_game_and_width():
    app = _app("magalon")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one(HelpView).query_one(Page).width == 0, (
            "not laid out at the game's start"
        )
        await pilot.press("question_mark", "escape")
        await pilot.pause()
        misses = help_module.page_lines.cache_info().misses
        for _ in range(3):
            await pilot.press("question_mark")
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
        assert help_module.page_lines.cache_info().misses == misses


def test_the_rules_markdown_becomes_plain_styled_text():
    markdown = (
        "# Title\n\n**Goal.** Win *now*, with `u`.\n- first item\n  goes on\n"
        "1. numbered\n\n| a | b |\n|---|---|\n| x | y |\n"
    )
    console = Console(width=60, record=True, color_system=None)
    for block in rules_text.renderables(markdown):
        console.print(block)
    text = console.export_text()
    assert "**" not in text and "`" not in text and "#" not in text
    assert "Goal. Win now, with u." in text
    assert "•  first item goes on" in text and "1. numbered" in text
    assert "│ x " in text


def test_the_help_page_never_shows_the_rule_anchors():
    lines, _ = help_module.page_lines("Toy", (), "", toy.RULES, False, 60)
    text = "\n".join("".join(segment.text for segment in line) for line in lines)
    assert "Each player picks one of their cards" in text
    assert "rule:" not in text and "<!--" not in text


def test_ascii_help_has_no_box_or_bullet_glyphs():
    lines, _ = help_module.page_lines(
        "T", (("↑↓", "move"),), "· dot", "- item\n\n| a |\n|---|\n| b |\n", True, 60
    )
    text = "".join(segment.text for line in lines for segment in line)
    assert text.isascii()


async def test_help_stays_in_sight_when_the_terminal_grows():
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.pause()
        view = app.screen.query_one(HelpView)
        assert view.region.x == 0 and view.region.width == 120
        assert max(len(line) for line in _page_text(view.query_one(Page))) <= Page.MAX_TEXT


async def test_tab_never_lands_in_the_hidden_help_so_q_still_leaves():
    """Tab where the board has no use for it moved the focus into the help waiting beside the
    board, out of sight, and the next q closed that hidden help instead of asking to leave."""
    from magtui.ui.dialogs import Confirm

    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("escape", "tab", "tab", "tab")
        await pilot.pause()
        assert not isinstance(app.focused, HelpView)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)

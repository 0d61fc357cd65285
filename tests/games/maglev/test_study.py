"""The measuring scripts run (they assert nothing about speed or length)."""

from magtui.games.maglev import bench, study


def test_study_plays_goal_directed_and_random_games():
    for kind in ("goal", "random"):
        for mapname in ("moon", "mars"):
            game = study.play(2, mapname, 0, kind, max_rounds=8)
            assert set(game) == {"over", "rounds", "entered", "seconds"}


def test_bench_engine_runs(capsys):
    bench.engine(1)
    assert "engine moon 4p" in capsys.readouterr().out

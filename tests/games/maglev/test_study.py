"""The measuring scripts run (they assert nothing about speed or length)."""

from magtui.games.maglev import bench, data, study


def test_study_plays_goal_directed_and_random_games():
    for kind in ("goal", "random"):
        for mapname in ("moon", "mars"):
            game = study.play(2, mapname, 0, kind, max_rounds=8)
            assert set(game) == {"over", "rounds", "entered", "seconds"}


def test_bench_engine_runs(capsys):
    bench.engine(1)
    assert "engine moon 4p" in capsys.readouterr().out


def test_card_prior_values_every_card_within_the_cap():
    prior = study.card_prior("moon", (2,), range(1000, 1001), max_rounds=150)
    assert set(prior) == set(data.CARDS)
    assert all(0 <= v <= data.CARD_CAP for v in prior.values()) and any(
        v > 0 for v in prior.values()
    )

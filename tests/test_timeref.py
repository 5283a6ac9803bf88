"""Absolute times named in a query ("in October 2023", "on 3 June, 2023", "in June")."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from mgimind.search.ranking import RankedMemory, apply_time
from mgimind.search.timeref import TimeSpan, find_time_reference


def utc(*args) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "query, start, end",
    [
        ("What painting did she show on October 13, 2023?", utc(2023, 10, 13), utc(2023, 10, 14)),
        ("Who did I meet on 3 June, 2023?", utc(2023, 6, 3), utc(2023, 6, 4)),
        ("What setback did she face in October 2023?", utc(2023, 10, 1), utc(2023, 11, 1)),
        ("What happened in December 2023", utc(2023, 12, 1), utc(2024, 1, 1)),
        ("towards the end of summer 2023", utc(2023, 6, 1), utc(2023, 9, 1)),
        ("How often did I go to the beach in 2022?", utc(2022, 1, 1), utc(2023, 1, 1)),
    ],
)
def test_a_named_day_month_season_or_year_is_a_span(query, start, end):
    span = find_time_reference(query)
    assert isinstance(span, TimeSpan) and not span.any_year
    assert (span.start, span.end) == (start, end)


def test_a_month_without_a_year_matches_that_month_in_any_year():
    span = find_time_reference("When did I go camping in June?")
    assert isinstance(span, TimeSpan) and span.any_year
    assert span.closeness(utc(2019, 6, 20), utc(2026, 1, 1)) == 1.0
    assert span.closeness(utc(2019, 12, 20), utc(2026, 1, 1)) < 0.01


def test_words_that_only_look_like_dates_are_not_dates():
    assert find_time_reference("May I ask about the March on Washington book?") is None
    assert find_time_reference("what is my favourite colour") is None
    # ...while the same sentence naming a month is a date (the control).
    span = find_time_reference("May I ask about the March on Washington book in May?")
    assert isinstance(span, TimeSpan) and span.any_year and span.start.month == 5


def test_closeness_is_full_inside_the_span_and_falls_off_outside():
    span = find_time_reference("in October 2023")
    now = utc(2026, 1, 1)
    inside, near, far = (
        span.closeness(utc(*d), now) for d in ((2023, 10, 31, 23), (2023, 11, 5), (2024, 3, 1))
    )
    assert inside == 1.0 and 0.5 < near < 1.0 and far < 0.01


def test_a_named_month_lifts_the_memory_from_then_over_a_slightly_better_match():
    ranked = [RankedMemory("march", 0.80, 0, 0.5), RankedMemory("october", 0.75, 0, 0.5)]
    times = {"march": utc(2023, 3, 10), "october": utc(2023, 10, 12)}
    moved = apply_time(ranked, times, "What setback did Melanie face in October 2023?")
    assert [r.memory for r in moved] == ["october", "march"]
    kept = apply_time(ranked, times, "What setback did Melanie face at work?")
    assert [r.memory for r in kept] == ["march", "october"]


def test_a_date_with_its_year_anchors_a_relative_phrase_next_to_it():
    span = find_time_reference("Where was Jolene during the last week of August 2023?")
    assert isinstance(span, TimeSpan) and span.start == utc(2023, 8, 1)
    span = find_time_reference("Where was the forest picture shared on December 1,2023 taken?")
    assert isinstance(span, TimeSpan) and span.start == utc(2023, 12, 1)
    # Without a dated anchor the relative phrase counts back from the reference time.
    assert find_time_reference("What did I buy last week in June?").days_ago == 7


@settings(max_examples=300, deadline=None)
@given(
    query=st.text(max_size=80)
    | st.sampled_from(
        [
            "in June",
            "during February",
            "on 29 February, 2024",
            "in December 2023",
            "winter 2023",
            "in 1999",
            "two weeks ago",
            "last weekend",
        ]
    ),
    when=st.datetimes(timezones=st.just(timezone.utc)),
    now=st.datetimes(timezones=st.just(timezone.utc)),
)
@example(query="in June", when=utc(9999, 12, 31), now=utc(2026, 1, 1))  # the calendar's edges
@example(query="in January", when=utc(1, 1, 1), now=utc(2026, 1, 1))
def test_any_query_and_any_memory_date_give_a_closeness_between_0_and_1(query, when, now):
    ref = find_time_reference(query)
    if ref is not None:
        assert 0.0 <= ref.closeness(when, now) <= 1.0


ASKED = utc(2023, 4, 18, 16, 50)  # a Tuesday afternoon


def test_a_day_counted_back_covers_that_whole_calendar_day():
    ref = find_time_reference("What kitchen appliance did I buy 10 days ago?")
    early, late = utc(2023, 4, 8, 0, 5), utc(2023, 4, 8, 23, 55)
    assert ref.closeness(early, ASKED) == ref.closeness(late, ASKED) == 1.0
    assert ref.closeness(utc(2023, 4, 9, 12), ASKED) < 1.0
    assert ref.closeness(utc(2023, 3, 20), ASKED) < 0.01


def test_last_weekday_is_the_latest_such_day_before_the_day_asked():
    ref = find_time_reference("Who did I meet with during the lunch last Tuesday?")
    assert ref.closeness(utc(2023, 4, 11, 13), ASKED) == 1.0  # a week back, not today
    assert ref.closeness(utc(2023, 4, 18, 12), ASKED) < 0.1
    friday = find_time_reference("What artist did I start listening to this past Friday?")
    assert friday.closeness(utc(2023, 4, 14, 20), ASKED) == 1.0
    assert friday.closeness(utc(2023, 4, 7, 20), ASKED) < 0.01


@pytest.mark.parametrize(
    "query, days",
    [
        ("How many plants did I acquire in the last month?", 30.4),
        ("How many times did I bake something in the past two weeks?", 14),
        ("What did I spend on luxury items in the past few months?", 91.2),
        ("Which shows did I watch over the previous 3 days?", 3),
    ],
)
def test_the_past_stretch_counts_every_day_up_to_now(query, days):
    ref = find_time_reference(query)
    assert ref.span_days == pytest.approx(days)
    recent = utc(2023, 4, 17)
    start_edge = ASKED - timedelta(days=int(days) - 1)
    assert ref.closeness(recent, ASKED) == ref.closeness(start_edge, ASKED) == 1.0
    assert ref.closeness(ASKED - timedelta(days=3 * days + 10), ASKED) < 0.01


def test_the_last_week_of_a_month_is_part_of_that_month_not_the_past_week():
    ref = find_time_reference("Where was Calvin in the last week of October?")
    assert isinstance(ref, TimeSpan) and ref.any_year and ref.start.month == 10


def test_a_time_that_every_candidate_shares_decides_nothing_a_rare_one_decides():
    ranked = [RankedMemory(f"m{i}", 0.9 - 0.05 * i, 0, 0.5) for i in range(6)]
    query = "What did I do last week?"
    # Every memory is from last week: the time narrows nothing, the order stays.
    all_then = {r.memory: ASKED - timedelta(days=7) for r in ranked}
    assert [r.memory for r in apply_time(ranked, all_then, query, ASKED)] == [
        r.memory for r in ranked
    ]
    # Only the weakest is from last week: it comes first.
    one_then = {r.memory: ASKED - timedelta(days=60) for r in ranked}
    one_then["m5"] = ASKED - timedelta(days=7)
    assert [r.memory for r in apply_time(ranked, one_then, query, ASKED)][0] == "m5"

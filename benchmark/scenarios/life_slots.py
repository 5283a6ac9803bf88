"""Slots of personal and project life: meetings, trips, appointments, food."""

from __future__ import annotations

from benchmark.scenarios.slots import Slot, calendar_date, clock_time, flight_number, pick

PLACES = ("Lisbon", "Krakow", "Osaka", "Tallinn", "Porto", "Ljubljana", "Bergen", "Valencia")
HOTELS = (
    "Hotel Lindenhof", "Casa Azul", "the Harbour Inn", "Pension Mirabel", "the Quayside",
    "Hotel Savoyen", "the Old Tannery", "Residencia Sol",
)  # fmt: skip

LIFE = [
    Slot(
        "standup",
        "life",
        "standup time",
        clock_time,
        ("the team", "our squad", "the platform crew"),
        set=(
            "Standup for {E} is at {v}.",
            "{E} meets daily at {v}.",
        ),
        change=(
            "Standup for {E} moved to {v}.",
            "{E}'s daily sync is at {v} from Monday.",
        ),
        ask=(
            "When is the morning meeting with {E}?",
            "What time do I need to be on the call with {E} each day?",
        ),
    ),
    Slot(
        "flight",
        "life",
        "flight",
        flight_number,
        PLACES,
        set=(
            "Booked the {E} trip: flight {v}.",
            "I fly to {E} on {v}.",
        ),
        change=(
            "Rebooked {E}: now on {v}.",
            "The airline moved me for {E} — I'm on {v}.",
        ),
        ask=(
            "Which plane am I catching for {E}?",
            "What do I show at check-in for the {E} trip?",
        ),
    ),
    Slot(
        "hotel",
        "life",
        "hotel",
        pick(HOTELS),
        PLACES,
        set=(
            "In {E} I'm staying at {v}.",
            "Reserved {v} for the {E} trip.",
        ),
        change=(
            "Switched the {E} booking to {v}.",
            "Cancelled the first place in {E}; staying at {v}.",
        ),
        ask=(
            "Where am I sleeping in {E}?",
            "What address do I give the taxi when I land in {E}?",
        ),
    ),
    Slot(
        "dentist",
        "life",
        "appointment",
        calendar_date,
        ("the dentist", "the physio", "the eye doctor"),
        set=(
            "Appointment with {E} on {v}.",
            "{E} booked me in for {v}.",
        ),
        change=(
            "{E} rescheduled me to {v}.",
            "Moved my {E} appointment to {v}.",
        ),
        ask=(
            "When am I seeing {E}?",
            "What day is my next visit to {E}?",
        ),
    ),
    Slot(
        "diet",
        "life",
        "diet",
        pick(["vegetarian", "pescatarian", "vegan", "gluten-free"]),
        ("Maya", "my brother", "Jonas", "my mother-in-law"),
        set=(
            "{E} is {v}.",
            "Cooking for {E}: keep it {v}.",
        ),
        change=(
            "{E} went {v} this year.",
            "{E} eats {v} now.",
        ),
        ask=(
            "What should I cook when {E} comes over?",
            "Any food restrictions for {E}?",
        ),
    ),
]

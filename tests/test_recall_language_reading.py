"""The recall a prompt hook injects reads a prompt's language as search does: a short
question the detector reads as English, over memories in a language the dense model lacks,
is in theirs, and the words decide what it recalls; Greek and Thai prompts with the English
default model recall what they are about, and an unrelated prompt in the same language
recalls nothing."""

from __future__ import annotations

import pytest

from mgimind.encoders.language import detect

TURKISH = [
    "Halford Mackinder Gainsborough'da doğdu ve coğrafya profesörü oldu.",
    "Ankara'daki kitap fuarı bu yıl Kızılay meydanında açıldı ve çok kalabalıktı.",
    "Boğaziçi Köprüsü iki kıtayı birbirine bağlar ve her gün çok kalabalıktır.",
    "Sunucu her pazar gecesi saat üçte otomatik olarak yeniden başlatılır.",
    "Annem her cumartesi sabahı pazardan taze domates ve biber alır.",
    "Projenin son teslim tarihi mart ayının sonuna ertelendi.",
]


def test_a_question_read_as_english_over_turkish_memories_is_judged_by_its_words(make_mind):
    mind = make_mind()
    for text in TURKISH:
        mind.memories.add(text)
    asked, unrelated = "Halford Mackinder nerede doğdu?", "Banka kredisi faizi?"
    assert detect(asked) == detect(unrelated) == "en"  # the case: the detector cannot tell
    recall = mind.recall(asked)
    assert recall.items and "Gainsborough" in recall.items[0].text, recall.text
    assert mind.recall(unrelated).items == [], mind.recall(unrelated).text


NOTES = [
    "Η εβδομαδιαία συνάντηση της ομάδας γίνεται κάθε Τρίτη στις δέκα στο γραφείο της Αθήνας.",
    "Το αντίγραφο ασφαλείας της βάσης δεδομένων αποθηκεύεται κάθε βράδυ σε ξεχωριστό κάδο.",
    "เซิร์ฟเวอร์ทดสอบตั้งอยู่ที่ศูนย์ข้อมูลในเชียงใหม่และรีสตาร์ทอัตโนมัติทุกวันอาทิตย์",
    "ทีมของเราประชุมวางแผนงานทุกวันจันทร์เวลาเก้าโมงเช้า",
    "The payments webhook retries exactly seven times with exponential backoff.",
]
CASES = [
    # (prompt about a stored memory, a word of that memory, prompt about nothing stored)
    ("Πότε γίνεται η συνάντηση της ομάδας;", "Τρίτη", "Ποιο είναι το ψηλότερο βουνό της Ελλάδας;"),
    ("เซิร์ฟเวอร์ทดสอบรีสตาร์ทเมื่อไหร่", "เชียงใหม่", "พรุ่งนี้อากาศที่กรุงเทพเป็นอย่างไร"),
]


@pytest.mark.parametrize("asked, holds, unrelated", CASES, ids=["greek", "thai"])
def test_a_prompt_in_a_script_the_model_cannot_read(make_mind, asked, holds, unrelated):
    mind = make_mind()
    for text in NOTES:
        mind.memories.add(text)
    recall = mind.recall(asked)
    assert recall.items and holds in recall.items[0].text, recall.text
    assert mind.recall(unrelated).items == [], mind.recall(unrelated).text

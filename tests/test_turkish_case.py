"""Turkish writes two i's, each with its own capital (i / İ, ı / I): a word capitalised at the
start of a sentence or in a name is the same word typed in lower case, for BM25 too."""

from __future__ import annotations

from mgimind.encoders.sparse import SparseEncoder
from mgimind.encoders.word_forms import language_case

IZMIR = "İzmir'deki kitap fuarı bu yıl Işıklar Caddesi'nde açıldı ve çok kalabalıktı."
ANKARA = "Ankara'daki kitap fuarı bu yıl Kızılay meydanında açıldı ve çok kalabalıktı."


def test_turkish_capitals_lower_to_their_own_i():
    assert language_case("tr", "İzmir Işık") == "izmir ışık"
    assert language_case("en", "Istanbul") == "Istanbul"  # other languages as written


def test_a_lower_case_query_finds_the_capitalised_turkish_words():
    sparse = SparseEncoder()
    izmir, ankara = set(sparse.document(IZMIR).indices), set(sparse.document(ANKARA).indices)
    for word in ("izmir", "ışıklar"):
        query = set(sparse.query(word).indices)
        assert query & izmir, word  # "İzmir'deki" is "izmir", "Işıklar" is "ışıklar"
        assert not query & ankara, word
    assert set(sparse.query("ankara").indices) & ankara  # the control: its own name


def test_turkish_search_by_a_name_typed_in_lower_case(make_mind):
    mind = make_mind()
    izmir = mind.memories.add(IZMIR).id
    ankara = mind.memories.add(ANKARA).id
    found = [r.id for r in mind.memories.search("izmir ışıklar fuarı", limit=2, touch=False)]
    assert found[:1] == [izmir] and ankara in found
    found = [r.id for r in mind.memories.search("ankara kızılay fuarı", limit=2, touch=False)]
    assert found[:1] == [ankara]

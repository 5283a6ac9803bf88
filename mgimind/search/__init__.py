"""How a query is matched against stored items: ranking of chunk hits, the similarity shown
and compared with floors, the dense arm's query terms, and time references in a query."""

"""sublord: a Python client for the sublord API (KP and Vedic astrology calculation).

    from sublord import Client, SublordError

    client = Client("https://api.example.com", app_id, app_secret)
    chart = client.birth_chart(birth_date="1990-07-04", birth_time="10:12",
                               latitude=28.6139, longitude=77.209)
    print(chart["positions"]["Moon"]["sub_lord"])

Standard library only; MIT-licensed (the server is AGPL, the client is not).
"""

from ._client import Client, SublordError
from ._generated import *  # noqa: F403  (the request and response types)

__version__ = "0.1.0"
__all__ = ["Client", "SublordError", "__version__"]

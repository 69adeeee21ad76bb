"""Quick start: a birth chart from the sublord API, and what an error looks like.

    export SUBLORD_BASE_URL=http://localhost:8080 SUBLORD_APP_ID=app_... SUBLORD_APP_SECRET=...
    python3 examples/quickstart.py
"""

import os

from sublord import Client, SublordError

client = Client(
    os.environ["SUBLORD_BASE_URL"],
    os.environ["SUBLORD_APP_ID"],
    os.environ["SUBLORD_APP_SECRET"],
)

chart = client.birth_chart(
    birth_date="1990-07-04",
    birth_time="10:12",
    latitude=28.6139,
    longitude=77.209,
    place="New Delhi",
)
moon = chart["positions"]["Moon"]
print(
    f"Moon: {moon['sign']}, {moon['nakshatra']} pada {moon['pada']},"
    f" star lord {moon['star_lord']}, sub lord {moon['sub_lord']}"
)
for prediction in chart["predictions"][:3]:
    print(f"{prediction['title']}: {prediction['verdict']} ({prediction['confidence']})")

try:
    # A misspelt field: the API names it and suggests the right one.
    client.birth_chart(birth_date="1990-07-04", birth_time="10:12", lattitude=28.6, longitude=77.2)
except SublordError as error:
    print(f"{error.status} {error.code}")
    for field in error.field_errors:
        print(f"  {field['code']}: {field['message']}")

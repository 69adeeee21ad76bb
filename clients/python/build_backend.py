"""The package's own PEP 517 build backend, standard library only, so that `pip install` and
`pip wheel` build it offline: a pure-Python wheel (PEP 427) of the `sublord` package and an sdist.
Name, version and the rest come from pyproject.toml."""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import os
import tarfile
import tomllib
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = "sublord"
#: A fixed time for every archive member: the same sources give the same archive bytes.
EPOCH = (2026, 1, 1, 0, 0, 0)


def _project() -> dict:
    with open(os.path.join(HERE, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)["project"]


def _metadata(project: dict) -> str:
    with open(os.path.join(HERE, project["readme"]), encoding="utf-8") as f:
        readme = f.read()
    lines = [
        "Metadata-Version: 2.3",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project['description']}",
        f"License: {project['license']}",
        f"Requires-Python: {project['requires-python']}",
        *[f"Classifier: {c}" for c in project.get("classifiers", [])],
        "Description-Content-Type: text/markdown",
        "",
        readme,
    ]
    return "\n".join(lines)


def _package_files() -> list[str]:
    root = os.path.join(HERE, PACKAGE)
    return sorted(
        name
        for name in os.listdir(root)
        if name.endswith(".py") or name == "py.typed"
    )


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    project = _project()
    name, version = project["name"], project["version"]
    dist_info = f"{name}-{version}.dist-info"
    filename = f"{name}-{version}-py3-none-any.whl"
    files: list[tuple[str, bytes]] = []
    for member in _package_files():
        with open(os.path.join(HERE, PACKAGE, member), "rb") as f:
            files.append((f"{PACKAGE}/{member}", f.read()))
    with open(os.path.join(HERE, "LICENSE"), "rb") as f:
        files.append((f"{dist_info}/licenses/LICENSE", f.read()))
    files.append((f"{dist_info}/METADATA", _metadata(project).encode("utf-8")))
    files.append(
        (
            f"{dist_info}/WHEEL",
            b"Wheel-Version: 1.0\nGenerator: sublord build_backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        )
    )
    record = [_record_line(path, data) for path, data in files] + [f"{dist_info}/RECORD,,"]
    files.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode("utf-8")))
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            info = zipfile.ZipInfo(path, EPOCH)
            info.external_attr = 0o644 << 16
            z.writestr(info, data, zipfile.ZIP_DEFLATED)
    return filename


def build_sdist(sdist_directory, config_settings=None):
    project = _project()
    base = f"{project['name']}-{project['version']}"
    members = ["pyproject.toml", "build_backend.py", "README.md", "LICENSE"]
    members += [f"{PACKAGE}/{m}" for m in _package_files()]
    members += [f"examples/{m}" for m in sorted(os.listdir(os.path.join(HERE, "examples")))]
    members.append("PKG-INFO")
    filename = f"{base}.tar.gz"
    # gzip's own header time fixed too (tarfile's "w:gz" writes the current time there).
    with (
        open(os.path.join(sdist_directory, filename), "wb") as raw,
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as gz,
        tarfile.open(fileobj=gz, mode="w") as tar,
    ):
        for member in members:
            if member == "PKG-INFO":
                data = _metadata(project).encode("utf-8")
            else:
                with open(os.path.join(HERE, member), "rb") as f:
                    data = f.read()
            info = tarfile.TarInfo(f"{base}/{member}")
            info.size = len(data)
            info.mtime = 1767225600
            info.mode = 0o644
            tar.addfile(info, io.BytesIO(data))
    return filename


if __name__ == "__main__":
    # `python3 build_backend.py [directory]`: the release archive (an sdist), in dist/ by default.
    import sys

    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "dist")
    os.makedirs(out, exist_ok=True)
    print(os.path.join(out, build_sdist(out)))

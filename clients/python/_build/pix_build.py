"""pix_client's build backend (PEP 517 and PEP 660), on the standard library alone.

pip builds a project in an isolated environment holding only its `build-system.requires`. This backend
needs nothing there, so `pip install ./clients/python` works on a machine with no package index at all:
it reads `pyproject.toml`, writes the wheel (or the source archive) itself, and the same metadata for both.
The archives are reproducible: files in sorted order with a fixed timestamp.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import tarfile
import tomllib
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "pix_client"
WHEEL_TAG = "py3-none-any"
# 1980-01-01, the earliest time a zip entry holds: the same bytes on every build.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)
SDIST_FILES = ("pyproject.toml", "README.md", "_build/pix_build.py")


def _project() -> dict[str, Any]:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["project"]


def _distribution() -> str:
    """The project's name as it appears in file names (`pix-client` → `pix_client`)."""
    project = _project()
    return f"{project['name'].replace('-', '_')}-{project['version']}"


def _metadata() -> str:
    project = _project()
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project['description']}",
        f"License: {project['license']['text']}",
        f"Requires-Python: {project['requires-python']}",
        *(f"Requires-Dist: {requirement}" for requirement in project.get("dependencies", [])),
        "Description-Content-Type: text/markdown",
    ]
    readme = (ROOT / project["readme"]).read_text(encoding="utf-8")
    return "\n".join(lines) + "\n\n" + readme


def _package_files() -> list[Path]:
    """The package's files: its modules and `py.typed`, never compiled leftovers."""
    return sorted(
        path
        for path in (ROOT / PACKAGE).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    )


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{name},sha256={digest},{len(data)}"


def _write_wheel(directory: str, members: list[tuple[str, bytes]]) -> str:
    distribution = _distribution()
    dist_info = f"{distribution}.dist-info"
    members = [
        *members,
        (f"{dist_info}/METADATA", _metadata().encode("utf-8")),
        (
            f"{dist_info}/WHEEL",
            f"Wheel-Version: 1.0\nGenerator: pix_build\nRoot-Is-Purelib: true\nTag: {WHEEL_TAG}\n".encode(),
        ),
    ]
    record = [_record_line(name, data) for name, data in members] + [f"{dist_info}/RECORD,,"]
    members.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode("utf-8")))
    name = f"{distribution}-{WHEEL_TAG}.whl"
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for member, data in members:
            info = zipfile.ZipInfo(member, date_time=ZIP_TIME)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return name


def _write_metadata_directory(directory: str) -> str:
    dist_info = Path(directory) / f"{_distribution()}.dist-info"
    dist_info.mkdir(parents=True, exist_ok=True)
    (dist_info / "METADATA").write_text(_metadata(), encoding="utf-8")
    return dist_info.name


# PEP 517


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return []


def get_requires_for_build_sdist(config_settings: dict[str, Any] | None = None) -> list[str]:
    return []


def prepare_metadata_for_build_wheel(
    metadata_directory: str, config_settings: dict[str, Any] | None = None
) -> str:
    return _write_metadata_directory(metadata_directory)


def build_wheel(
    wheel_directory: str,
    config_settings: dict[str, Any] | None = None,
    metadata_directory: str | None = None,
) -> str:
    members = [(path.relative_to(ROOT).as_posix(), path.read_bytes()) for path in _package_files()]
    return _write_wheel(wheel_directory, members)


def build_sdist(sdist_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    distribution = _distribution()
    name = f"{distribution}.tar.gz"
    files = [ROOT / member for member in SDIST_FILES] + _package_files()
    members = [(path.relative_to(ROOT).as_posix(), path.read_bytes()) for path in files]
    members.append(("PKG-INFO", _metadata().encode("utf-8")))
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as sdist:
        for member, data in sorted(members):
            info = tarfile.TarInfo(f"{distribution}/{member}")
            info.size = len(data)
            info.mode = 0o644
            info.mtime = 315532800  # ZIP_TIME, in seconds since the epoch
            sdist.addfile(info, io.BytesIO(data))
    return name


# PEP 660: an editable install is a wheel whose .pth file puts this folder on sys.path.


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    return []


def prepare_metadata_for_build_editable(
    metadata_directory: str, config_settings: dict[str, Any] | None = None
) -> str:
    return _write_metadata_directory(metadata_directory)


def build_editable(
    wheel_directory: str,
    config_settings: dict[str, Any] | None = None,
    metadata_directory: str | None = None,
) -> str:
    return _write_wheel(wheel_directory, [(f"{PACKAGE}.pth", f"{ROOT}\n".encode())])

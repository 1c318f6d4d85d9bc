"""The build backend (_build/pix_build.py): a wheel holding every module of pix_client and a RECORD whose
hashes and sizes are those of its members, the same bytes on a second build, and a source archive that
holds what a wheel is built from. Needs no running pix."""

from __future__ import annotations

import base64
import hashlib
import sys
import tarfile
import tempfile
import unittest
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "_build"))

import pix_build  # noqa: E402


def modules() -> list[str]:
    return sorted(
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "pix_client").iterdir()
        if path.suffix in (".py", ".typed")
    )


class BuildTest(unittest.TestCase):
    def test_wheel_members_and_record(self) -> None:
        with tempfile.TemporaryDirectory() as out:
            name = pix_build.build_wheel(out)
            self.assertEqual(name, "pix_client-0.1.0-py3-none-any.whl")
            with zipfile.ZipFile(Path(out) / name) as wheel:
                names = wheel.namelist()
                self.assertEqual([n for n in names if n.startswith("pix_client/")], modules())
                record = wheel.read("pix_client-0.1.0.dist-info/RECORD").decode().splitlines()
                listed = {}
                for line in record:
                    member, digest, size = line.rsplit(",", 2)
                    listed[member] = (digest, size)
                self.assertEqual(sorted(listed), sorted(names))
                for member in names:
                    if member.endswith("RECORD"):
                        self.assertEqual(listed[member], ("", ""))
                        continue
                    data = wheel.read(member)
                    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                    self.assertEqual(listed[member], (f"sha256={digest}", str(len(data))), member)
                metadata = wheel.read("pix_client-0.1.0.dist-info/METADATA").decode()
                self.assertIn("Name: pix-client\n", metadata)
                self.assertIn("Requires-Dist: httpx>=0.23\n", metadata)
                self.assertIn("Tag: py3-none-any", wheel.read("pix_client-0.1.0.dist-info/WHEEL").decode())

    def test_wheel_is_reproducible(self) -> None:
        with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as second:
            a = Path(first) / pix_build.build_wheel(first)
            b = Path(second) / pix_build.build_wheel(second)
            self.assertEqual(a.read_bytes(), b.read_bytes())

    def test_sdist_holds_the_sources(self) -> None:
        with tempfile.TemporaryDirectory() as out:
            name = pix_build.build_sdist(out)
            with tarfile.open(Path(out) / name) as sdist:
                names = sdist.getnames()
            prefix = "pix_client-0.1.0/"
            self.assertTrue(all(n.startswith(prefix) for n in names))
            inside = {n[len(prefix) :] for n in names}
            self.assertTrue({"pyproject.toml", "README.md", "PKG-INFO", "_build/pix_build.py"} <= inside)
            self.assertTrue(set(modules()) <= inside)

    def test_editable_wheel_points_at_the_sources(self) -> None:
        with tempfile.TemporaryDirectory() as out:
            with zipfile.ZipFile(Path(out) / pix_build.build_editable(out)) as wheel:
                self.assertEqual(wheel.read("pix_client.pth").decode().strip(), str(ROOT))


if __name__ == "__main__":
    unittest.main()

"""The one exception pix_client raises for a refused request: an RFC 9457 problem."""

from __future__ import annotations

from typing import Any


class PixProblem(Exception):
    """A problem answered by pix (RFC 9457): `type`, `title`, `status`, `detail`, `instance`, and pix's
    extra members (`code`, `request_id`, …) in `extensions` and as attributes.

    Branch on `type` (a link to the problem's section of /docs/problems) or on `slug`, its fragment.
    """

    def __init__(self, members: dict[str, Any], *, headers: dict[str, str] | None = None) -> None:
        self.members: dict[str, Any] = dict(members)
        self.type: str = str(members.get("type", "about:blank"))
        self.title: str = str(members.get("title", ""))
        self.status: int = int(members.get("status", 0) or 0)
        self.detail: str | None = members.get("detail")
        self.instance: str | None = members.get("instance")
        self.extensions: dict[str, Any] = {
            k: v for k, v in members.items() if k not in ("type", "title", "status", "detail", "instance")
        }
        self.headers: dict[str, str] = headers or {}
        super().__init__(f"{self.status} {self.title}: {self.detail}" if self.detail else f"{self.status} {self.title}")

    @property
    def slug(self) -> str:
        """The problem's slug: the fragment of `type` (`index-not-found`)."""
        return self.type.rsplit("#", 1)[-1]

    def __getattr__(self, name: str) -> Any:
        extensions = self.__dict__.get("extensions", {})
        if name in extensions:
            return extensions[name]
        raise AttributeError(name)

    @classmethod
    def from_response(cls, status: int, body: bytes, headers: dict[str, str]) -> PixProblem:
        """The problem in a response body; a body that is not one still becomes a PixProblem."""
        import json

        try:
            members = json.loads(body)
        except ValueError:
            members = None
        if not isinstance(members, dict):
            text = body.decode("utf-8", errors="replace")[:200]
            members = {"type": "about:blank", "title": f"HTTP {status}", "status": status, "detail": text or None}
        members.setdefault("status", status)
        return cls(members, headers=headers)

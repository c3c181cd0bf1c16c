"""A client is a local trainer; privacy wraps it."""
from .local import LocalClient
from .privacy import DPClient


def make_client(model, settings):
    client = LocalClient(model, steps=settings["local_steps"], lr=settings["lr"],
                         warmup_rounds=settings["warmup_rounds"])
    privacy = settings.get("privacy")
    return DPClient(client, **privacy) if privacy else client


__all__ = ["DPClient", "LocalClient", "make_client"]

from .summary import summary

__all__ = ["summary"]

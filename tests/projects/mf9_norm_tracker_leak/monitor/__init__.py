from .tracker import NormTracker

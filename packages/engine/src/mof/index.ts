// Masters of Football engine: see issue 4.
export {};

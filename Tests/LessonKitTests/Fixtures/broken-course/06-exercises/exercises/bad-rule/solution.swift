// solution.swift
